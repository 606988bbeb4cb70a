import { fetchCurrentUser } from './session';
import { useRequest } from './useRequest';

/** The signed-in user as the server knows it now (not the copy kept in local storage). */
export function useCurrentUser(fallbackError: string) {
  return useRequest(fetchCurrentUser, [], fallbackError);
}
