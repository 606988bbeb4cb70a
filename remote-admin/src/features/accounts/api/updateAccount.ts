import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A changed account changes the account lists, and the audit log holds one entry more. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ApiBody<'/users/{id}', 'patch'> }) =>
      apiCall('patch', '/users/{id}', { path: { id }, body: change }),
    onSuccess: () => invalidateApiReads(client, '/users/search', '/loggers/search'),
  });
}
