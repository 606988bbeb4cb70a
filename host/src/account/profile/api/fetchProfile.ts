import { apiClient, apiQueryKey } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { StoredProfile } from './profile';

export async function fetchProfile(): Promise<StoredProfile> {
  const { data } = await apiClient.get<StoredProfile>('/users/me/profile');
  return data;
}

export const profileKey = apiQueryKey('/users/me/profile');

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: fetchProfile });
}
