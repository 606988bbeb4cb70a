import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type NewAccount = ApiBody<'/users', 'post'>;

/** A new account is in the account lists, and the audit log holds one entry more. */
export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: NewAccount) => apiCall('post', '/users', { body: account }),
    onSuccess: () => invalidateApiReads(client, '/users/search', '/loggers/search'),
  });
}
