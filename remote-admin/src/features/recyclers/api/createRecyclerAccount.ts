import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RecyclerAccountInput = ApiBody<'/recycler/create-account', 'post'>;
type CreatedAccount = ApiResponse<'/recycler/create-account', 'post'>;

/** A sign-in account (role 004) on the recycler; its holder is mailed the one-time link to choose a password. */
export async function createRecyclerAccount(input: RecyclerAccountInput): Promise<CreatedAccount> {
  const { data } = await apiClient.post<CreatedAccount>('/recycler/create-account', input);
  return data;
}

/** The recycler's page lists its accounts. */
export function useCreateRecyclerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecyclerAccount,
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/view/{id}'),
  });
}
