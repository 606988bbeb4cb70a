import { apiClient, apiQueryKey, invalidateApiReads, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type SentRequest = ApiResponse<'/local-authority/view-sent-requests', 'get'>[number];
export type SendRequestBody = ApiBody<'/local-authority/send-request', 'post'>;

export function useSentRequests(scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/local-authority/view-sent-requests', scope.localAuthorityId),
    queryFn: async () => (await apiClient.get<SentRequest[]>('/local-authority/view-sent-requests', { params: scope })).data,
  });
}

export function useSendRequest(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendRequestBody) =>
      (await apiClient.post<SentRequest>('/local-authority/send-request', body, { params: scope })).data,
    onSuccess: () => void invalidateApiReads(queryClient, '/local-authority/view-sent-requests'),
  });
}
