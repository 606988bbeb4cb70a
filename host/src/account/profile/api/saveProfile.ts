import { apiCall, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from './fetchProfile';
import type { ProfileChange } from './profile';

/** The saved profile replaces the cached one; the user's name and email change in /users/me too. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileChange) => apiCall('put', '/users/me/profile', { body: profile }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved);
      return invalidateApiReads(queryClient, '/users/me');
    },
  });
}
