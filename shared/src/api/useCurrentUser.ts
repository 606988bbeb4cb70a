import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from './request';

/** The signed-in user as the server knows it now (not the copy kept in local storage). */
export const useCurrentUser = () => useQuery(apiGetQuery('/users/me'));
