import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type GraphYears = ApiBody<'/recycler/own-graph', 'post'>;
type OwnGraph = ApiResponse<'/recycler/own-graph', 'post'>;

export async function getOwnGraph(years: GraphYears, scope: RecyclerScope): Promise<OwnGraph> {
  const { data } = await apiClient.post<OwnGraph>('/recycler/own-graph', years, { params: scope });
  return data;
}

const ownGraphKey = (years: GraphYears, scope: RecyclerScope) => apiQueryKey('/recycler/own-graph', scope.recyclerId, years);

/** The recycler's own months: intake, output and rejects by plastic type, output by product type. */
export function useOwnGraph(years: GraphYears, scope: RecyclerScope) {
  return useQuery({ queryKey: ownGraphKey(years, scope), queryFn: () => getOwnGraph(years, scope) });
}
