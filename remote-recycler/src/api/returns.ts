import { apiClient, apiQueryKey, invalidateApiReads, type PageRequest, type RecyclerScope } from '@waste/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecyclerReturnDetail, ReturnInput, ReturnSearchFilters, ReturnSearchResult } from './types';

export type ReturnSearcher = PageRequest & ReturnSearchFilters;

export async function searchReturns(searcher: ReturnSearcher, scope: RecyclerScope): Promise<ReturnSearchResult> {
  const { data } = await apiClient.post<ReturnSearchResult>('/recycler/search-waste-data-list', searcher, { params: scope });
  return data;
}

/** One page of the recycler's returns; the page on screen stays while the next one loads. */
export function useReturnSearch(searcher: ReturnSearcher, scope: RecyclerScope) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/search-waste-data-list', scope.recyclerId, searcher),
    queryFn: () => searchReturns(searcher, scope),
    placeholderData: keepPreviousData,
  });
}

export async function getReturn(id: string, scope: RecyclerScope): Promise<RecyclerReturnDetail> {
  const { data } = await apiClient.get<RecyclerReturnDetail>(`/recycler/waste-data-detail/${encodeURIComponent(id)}`, { params: scope });
  return data;
}

export function useReturn(id: string, scope: RecyclerScope) {
  return useQuery({ queryKey: apiQueryKey('/recycler/waste-data-detail/{id}', id, scope.recyclerId), queryFn: () => getReturn(id, scope) });
}

export async function saveReturn(input: ReturnInput, scope: RecyclerScope): Promise<RecyclerReturnDetail> {
  const { data } = await apiClient.post<RecyclerReturnDetail>('/recycler/save-recycler-waste-data', input, { params: scope });
  return data;
}

/** A new return changes the list and both graphs. */
export function useSaveReturn(scope: RecyclerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnInput) => saveReturn(input, scope),
    onSuccess: () => {
      void invalidateApiReads(queryClient, '/recycler/search-waste-data-list', '/recycler/own-graph', '/recycler/national-graph');
    },
  });
}
