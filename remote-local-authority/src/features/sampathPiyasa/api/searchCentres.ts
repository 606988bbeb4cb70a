import { apiClient, apiQueryKey, type ApiBody, type LocalAuthorityScope } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CentreSearchResult } from './types';

/** A page of the authority's centres and the list's filters. */
export type CentreSearcher = ApiBody<'/sampath-piyasa/search-center', 'post'>;

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
