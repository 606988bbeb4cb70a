import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RecyclerAccountInput = ApiBody<'/recycler/create-account', 'post'>;

/**
 * A sign-in account (role 004) on the recycler; its holder is mailed the one-time link to choose a password.
 * The recycler's page lists its accounts.
 */
export function useCreateRecyclerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecyclerAccountInput) => apiCall('post', '/recycler/create-account', { body: input }),
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/view/{id}'),
  });
}
