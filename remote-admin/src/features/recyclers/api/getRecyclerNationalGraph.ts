import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type ApiQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type NationalGraphYears = ApiBody<'/recycler/national-graph', 'post'>;
type NationalGraph = ApiResponse<'/recycler/national-graph', 'post'>;

/** Every recycler's monthly totals with this one's share, as the recycler's dashboard reads them (super admin, 005). */
export async function getRecyclerNationalGraph(recyclerId: string, years: NationalGraphYears): Promise<NationalGraph> {
  const { data } = await apiClient.post<NationalGraph>('/recycler/national-graph', years, {
    params: { recyclerId } satisfies ApiQuery<'/recycler/national-graph', 'post'>,
  });
  return data;
}

export function useRecyclerNationalGraph(recyclerId: string, years: NationalGraphYears) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/national-graph', recyclerId, years),
    queryFn: () => getRecyclerNationalGraph(recyclerId, years),
  });
}
