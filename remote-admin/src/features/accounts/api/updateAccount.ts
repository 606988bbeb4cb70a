import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type AccountChange = ApiBody<'/users/{id}', 'patch'>;

export async function updateAccount({ id, change }: { id: string; change: AccountChange }): Promise<ApiResponse<'/users/{id}', 'patch'>> {
  const { data } = await apiClient.patch<ApiResponse<'/users/{id}', 'patch'>>(`/users/${id}`, change);
  return data;
}

/** A changed account changes the account lists, and the audit log holds one entry more. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSuccess: () => invalidateApiReads(client, '/users/search', '/loggers/search') });
}
