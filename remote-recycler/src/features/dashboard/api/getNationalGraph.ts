import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type GraphYears = ApiBody<'/recycler/national-graph', 'post'>;
type NationalGraph = ApiResponse<'/recycler/national-graph', 'post'>;

export async function getNationalGraph(years: GraphYears, scope: RecyclerScope): Promise<NationalGraph> {
  const { data } = await apiClient.post<NationalGraph>('/recycler/national-graph', years, { params: scope });
  return data;
}

const nationalGraphKey = (years: GraphYears, scope: RecyclerScope) => apiQueryKey('/recycler/national-graph', scope.recyclerId, years);

/** All recyclers' monthly totals, with this recycler's own intake beside them. */
export function useNationalGraph(years: GraphYears, scope: RecyclerScope) {
  return useQuery({ queryKey: nationalGraphKey(years, scope), queryFn: () => getNationalGraph(years, scope) });
}
