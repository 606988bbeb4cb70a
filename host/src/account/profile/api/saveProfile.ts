import { apiClient, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKey } from './fetchProfile';
import type { ProfileChange, StoredProfile } from './profile';

export async function saveProfile(profile: ProfileChange): Promise<StoredProfile> {
  const { data } = await apiClient.put<StoredProfile>('/users/me/profile', profile);
  return data;
}

/** The saved profile replaces the cached one; the user's name and email change in /users/me too. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      return invalidateApiReads(queryClient, '/users/me');
    },
  });
}
