import { apiClient, apiQueryKey, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WasteSearchFilters, WasteSearchResult } from './types';

export type WasteSearcher = PageRequest & WasteSearchFilters;

export async function searchWaste(searcher: WasteSearcher, scope: LocalAuthorityScope): Promise<WasteSearchResult> {
  const { data } = await apiClient.post<WasteSearchResult>('/local-authority/search-waste', searcher, { params: scope });
  return data;
}

export const wasteSearchQuery = (searcher: WasteSearcher, scope: LocalAuthorityScope) =>
  queryOptions({
    queryKey: apiQueryKey('/local-authority/search-waste', scope.localAuthorityId, searcher),
    queryFn: () => searchWaste(searcher, scope),
  });

/** One page of the list; the page on screen stays while the next one loads. */
export function useWasteSearch(searcher: WasteSearcher, scope: LocalAuthorityScope) {
  return useQuery({ ...wasteSearchQuery(searcher, scope), placeholderData: keepPreviousData });
}
