import { apiClient } from '@waste/shared';
import type { Profile } from './profile';

export async function saveProfile(profile: Profile): Promise<Profile> {
  const { data } = await apiClient.put<Profile>('/users/me/profile', profile);
  return data;
}
