import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type ApiQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type OwnGraphYears = ApiBody<'/recycler/own-graph', 'post'>;
type OwnGraph = ApiResponse<'/recycler/own-graph', 'post'>;

/** The recycler's own graph as its dashboard reads it, named by recyclerId (super admin, 005). */
export async function getRecyclerOwnGraph(recyclerId: string, years: OwnGraphYears): Promise<OwnGraph> {
  const { data } = await apiClient.post<OwnGraph>('/recycler/own-graph', years, {
    params: { recyclerId } satisfies ApiQuery<'/recycler/own-graph', 'post'>,
  });
  return data;
}

export function useRecyclerOwnGraph(recyclerId: string, years: OwnGraphYears) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/own-graph', recyclerId, years),
    queryFn: () => getRecyclerOwnGraph(recyclerId, years),
  });
}
