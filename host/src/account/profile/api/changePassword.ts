import { apiClient } from '@waste/shared';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiClient.post('/users/me/password', { currentPassword, newPassword });
}
