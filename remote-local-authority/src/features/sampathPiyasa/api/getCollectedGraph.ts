import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The years, and one centre or (absent) all the authority's centres. */
type CollectedGraphBody = ApiBody<'/sampath-piyasa/collected-quantities-graph', 'post'>;
/** Collected kg by month and material. */
export type CollectedGraph = ApiResponse<'/sampath-piyasa/collected-quantities-graph', 'post'>;

export async function getCollectedGraph(body: CollectedGraphBody, scope: LocalAuthorityScope): Promise<CollectedGraph> {
  const { data } = await apiClient.post<CollectedGraph>('/sampath-piyasa/collected-quantities-graph', body, { params: scope });
  return data;
}

export function useCollectedGraph(body: CollectedGraphBody, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/collected-quantities-graph', scope.localAuthorityId, body),
    queryFn: () => getCollectedGraph(body, scope),
  });
}
