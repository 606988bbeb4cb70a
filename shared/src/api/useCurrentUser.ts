import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '../query/apiQueryKey';
import { fetchCurrentUser } from './session';

export const currentUserKey = apiQueryKey('/users/me');

/** The signed-in user as the server knows it now (not the copy kept in local storage). */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser });
}
