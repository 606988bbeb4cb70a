import { apiClient, apiQueryKey, invalidateApiReads, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type RequestFilters = Pick<ApiBody<'/requests/search', 'post'>, 'status' | 'seen' | 'localAuthorityId' | 'fromDate' | 'toDate'>;
export type RequestSearcher = PageRequest & RequestFilters;
export type RequestSearchResult = ApiResponse<'/requests/search', 'post'>;
export type AdminRequest = ApiResponse<'/requests/{id}', 'get'>;
export type WaitingRequests = ApiResponse<'/requests/waiting', 'get'>;

export function useRequestSearch(searcher: RequestSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/requests/search', searcher),
    queryFn: async () => (await apiClient.post<RequestSearchResult>('/requests/search', searcher)).data,
    placeholderData: keepPreviousData,
  });
}

/** The Requests menu entry's count: read again when a request is opened or answered, and every minute. */
export function useUnseenRequestCount(): number | undefined {
  const { data } = useQuery({
    queryKey: apiQueryKey('/requests/unseen-count'),
    queryFn: async () => (await apiClient.get<ApiResponse<'/requests/unseen-count', 'get'>>('/requests/unseen-count')).data,
    refetchInterval: 60_000,
  });
  return data?.unseen;
}

export function useWaitingRequests() {
  return useQuery({
    queryKey: apiQueryKey('/requests/waiting'),
    queryFn: async () => (await apiClient.get<WaitingRequests>('/requests/waiting')).data,
  });
}

/** Opening a request marks it seen on the server, so the list and the counts are read again. */
export function useOpenedRequest(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: apiQueryKey('/requests/{id}', id),
    enabled: id !== null,
    queryFn: async () => {
      const { data } = await apiClient.get<AdminRequest>(`/requests/${encodeURIComponent(id!)}`);
      void invalidateApiReads(client, '/requests/search', '/requests/waiting', '/requests/unseen-count');
      return data;
    },
  });
}

/** Complete (apply the proposed changes) or discard with a reason; the MFA reads change with a completion. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { id: string; action: 'complete' } | { id: string; action: 'discard'; reason: string }) => {
      const url = `/requests/${encodeURIComponent(answer.id)}/${answer.action}`;
      const { data } = await apiClient.post<AdminRequest>(url, answer.action === 'discard' ? { reason: answer.reason } : undefined);
      return data;
    },
    onSettled: () => invalidateApiReads(client, '/requests/search', '/requests/waiting', '/requests/{id}', '/requests/unseen-count'),
  });
}
