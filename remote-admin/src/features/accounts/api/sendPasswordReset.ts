import { apiClient, type ApiResponse } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

/** Mails the account's holder a one-time link to choose a new password. */
export async function sendPasswordReset(id: string): Promise<ApiResponse<'/users/{id}/password-reset', 'post'>> {
  const { data } = await apiClient.post<ApiResponse<'/users/{id}/password-reset', 'post'>>(`/users/${id}/password-reset`);
  return data;
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
