import { apiCall, invalidateApiReads, useLocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useMarkNotificationsRead() {
  const scope = useLocalAuthorityScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiCall('post', '/notifications/read', { body: { ids }, query: scope }),
    onSettled: () => invalidateApiReads(client, '/notifications'),
  });
}
