import { apiClient, type ApiResponse } from '@waste/shared';

/** The server answers the same neutral message whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<ApiResponse<'/auth/forgot-password', 'post'>> {
  const { data } = await apiClient.post<ApiResponse<'/auth/forgot-password', 'post'>>('/auth/forgot-password', { email });
  return data;
}
