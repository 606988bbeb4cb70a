import { apiClient, apiQueryKey, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CentreSearchFilters, CentreSearchResult } from './types';

export type CentreSearcher = PageRequest & CentreSearchFilters;

export async function searchCentres(searcher: CentreSearcher, scope: LocalAuthorityScope): Promise<CentreSearchResult> {
  const { data } = await apiClient.post<CentreSearchResult>('/sampath-piyasa/search-center', searcher, { params: scope });
  return data;
}

/** One page of the authority's centres; the page on screen stays while the next one loads. */
export function useCentreSearch(searcher: CentreSearcher, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/search-center', scope.localAuthorityId, searcher),
    queryFn: () => searchCentres(searcher, scope),
    placeholderData: keepPreviousData,
  });
}
