import { apiClient } from '@waste/shared';

/** Confirms an email change with the token of the mailed link. */
export async function verifyEmail(token: string): Promise<void> {
  await apiClient.post('/auth/verify-email', { token });
}
