import { apiClient, apiQueryKey, invalidateApiReads, type ApiResponse } from '@waste/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type OpenedRequest = ApiResponse<'/requests/{id}', 'get'>;

export async function getRequest(id: string): Promise<OpenedRequest> {
  const { data } = await apiClient.get<OpenedRequest>(`/requests/${encodeURIComponent(id)}`);
  return data;
}

/** Opening a request marks it seen on the server, so the list and the counts are read again. */
export function useOpenedRequest(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: apiQueryKey('/requests/{id}', id),
    enabled: id !== null,
    queryFn: async () => {
      const request = await getRequest(id!);
      void invalidateApiReads(client, '/requests/search', '/requests/waiting', '/requests/unseen-count');
      return request;
    },
  });
}
