import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest, type ApiQuery } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// The registry's read-only view calls what the recycler itself calls, naming it by recyclerId (super admin, 005).
export type ReturnSearchResult = ApiResponse<'/recycler/search-waste-data-list', 'post'>;
export type RecyclerReturn = ReturnSearchResult['rows'][number];
export type ReturnSearcher = PageRequest & Pick<ApiBody<'/recycler/search-waste-data-list', 'post'>, 'plasticType'>;

export async function searchRecyclerReturns(recyclerId: string, searcher: ReturnSearcher): Promise<ReturnSearchResult> {
  const { data } = await apiClient.post<ReturnSearchResult>('/recycler/search-waste-data-list', searcher, {
    params: { recyclerId } satisfies ApiQuery<'/recycler/search-waste-data-list', 'post'>,
  });
  return data;
}

export function useRecyclerReturns(recyclerId: string, searcher: ReturnSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/search-waste-data-list', recyclerId, searcher),
    queryFn: () => searchRecyclerReturns(recyclerId, searcher),
    placeholderData: keepPreviousData,
  });
}
