import { apiClient, apiQueryKey, type ApiResponse, type PageRequest, type RecyclerScope } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnSearchFilters } from './types';

export type ReturnSearcher = PageRequest & ReturnSearchFilters;
type ReturnSearchResult = ApiResponse<'/recycler/search-waste-data-list', 'post'>;
export type RecyclerReturn = ReturnSearchResult['rows'][number];

export async function searchReturns(searcher: ReturnSearcher, scope: RecyclerScope): Promise<ReturnSearchResult> {
  const { data } = await apiClient.post<ReturnSearchResult>('/recycler/search-waste-data-list', searcher, { params: scope });
  return data;
}

const returnSearchKey = (searcher: ReturnSearcher, scope: RecyclerScope) =>
  apiQueryKey('/recycler/search-waste-data-list', scope.recyclerId, searcher);

/** One page of the recycler's returns; the page on screen stays while the next one loads. */
export function useReturnSearch(searcher: ReturnSearcher, scope: RecyclerScope) {
  return useQuery({
    queryKey: returnSearchKey(searcher, scope),
    queryFn: () => searchReturns(searcher, scope),
    placeholderData: keepPreviousData,
  });
}
