import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type NewAccount = ApiBody<'/users', 'post'>;

export async function createAccount(account: NewAccount): Promise<ApiResponse<'/users', 'post'>> {
  const { data } = await apiClient.post<ApiResponse<'/users', 'post'>>('/users', account);
  return data;
}

/** A new account is in the account lists, and the audit log holds one entry more. */
export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSuccess: () => invalidateApiReads(client, '/users/search', '/loggers/search') });
}
