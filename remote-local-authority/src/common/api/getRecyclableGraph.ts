import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The years, and one centre or (absent) all the authority's centres. */
type RecyclableGraphBody = ApiBody<'/sampath-piyasa/recyclable-waste-graph', 'post'>;
/** Collected, sold and rejected kg by material. */
export type RecyclableGraph = ApiResponse<'/sampath-piyasa/recyclable-waste-graph', 'post'>;

export async function getRecyclableGraph(body: RecyclableGraphBody, scope: LocalAuthorityScope): Promise<RecyclableGraph> {
  const { data } = await apiClient.post<RecyclableGraph>('/sampath-piyasa/recyclable-waste-graph', body, { params: scope });
  return data;
}

export function useRecyclableGraph(body: RecyclableGraphBody, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/recyclable-waste-graph', scope.localAuthorityId, body),
    queryFn: () => getRecyclableGraph(body, scope),
  });
}
