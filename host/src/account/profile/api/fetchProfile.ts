import { apiClient } from '@waste/shared';
import type { Profile } from './profile';

export async function fetchProfile(): Promise<Profile> {
  const { data } = await apiClient.get<Profile>('/users/me/profile');
  return data;
}
