import { apiCall, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotificationScope } from './notificationScope';

export function useMarkNotificationsRead() {
  const scope = useNotificationScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiCall('post', '/notifications/read', { body: { ids }, query: scope }),
    onSettled: () => invalidateApiReads(client, '/notifications'),
  });
}
