import { apiClient, apiQueryKey, invalidateApiReads, useLocalAuthorityScope, type ApiResponse } from '@waste/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ServerNotifications = ApiResponse<'/notifications', 'get'>;
export type ServerNotification = ServerNotifications['rows'][number];

/** A minute is soon enough for an answer to a request; the bell also reads again when the window regains focus. */
const POLL_MS = 60_000;

/** The unread news of the signed-in account's authority (or the one a super admin acts as). */
export function useServerNotifications() {
  const scope = useLocalAuthorityScope();
  return useQuery({
    queryKey: apiQueryKey('/notifications', scope.localAuthorityId),
    queryFn: async () => (await apiClient.get<ServerNotifications>('/notifications', { params: scope })).data,
    refetchInterval: POLL_MS,
  });
}

export function useMarkNotificationsRead() {
  const scope = useLocalAuthorityScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await apiClient.post<ApiResponse<'/notifications/read', 'post'>>('/notifications/read', { ids }, { params: scope })).data,
    onSettled: () => invalidateApiReads(client, '/notifications'),
  });
}
