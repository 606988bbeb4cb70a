import { apiClient, apiQueryKey, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type SentRequest = ApiResponse<'/local-authority/view-sent-requests', 'get'>[number];

export async function getSentRequests(scope: LocalAuthorityScope): Promise<SentRequest[]> {
  const { data } = await apiClient.get<SentRequest[]>('/local-authority/view-sent-requests', { params: scope });
  return data;
}

export function useSentRequests(scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/local-authority/view-sent-requests', scope.localAuthorityId),
    queryFn: () => getSentRequests(scope),
  });
}
