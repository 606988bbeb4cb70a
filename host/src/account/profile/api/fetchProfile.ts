import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const profileQuery = apiGetQuery('/users/me/profile');

export const useProfile = () => useQuery(profileQuery);
