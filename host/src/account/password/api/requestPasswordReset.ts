import { apiClient } from '@waste/shared';

/** The server answers the same neutral message whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/auth/forgot-password', { email });
  return data;
}
