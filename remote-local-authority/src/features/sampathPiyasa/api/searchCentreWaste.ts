import { apiClient, apiQueryKey, type ApiBody, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CentreWasteSearchResult } from './types';

/** A page of a centre's entries, of one type of collection or all. */
export type CentreWasteSearcher = PageRequest & Pick<ApiBody<'/sampath-piyasa/search-waste', 'post'>, 'typeOfCollectionId'>;

export async function searchCentreWaste(
  centreId: string,
  searcher: CentreWasteSearcher,
  scope: LocalAuthorityScope,
): Promise<CentreWasteSearchResult> {
  const { data } = await apiClient.post<CentreWasteSearchResult>('/sampath-piyasa/search-waste', searcher, {
    params: { ...scope, sampathPiyasaId: centreId },
  });
  return data;
}

export function useCentreWasteSearch(centreId: string, searcher: CentreWasteSearcher, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/search-waste', scope.localAuthorityId, centreId, searcher),
    queryFn: () => searchCentreWaste(centreId, searcher, scope),
    placeholderData: keepPreviousData,
  });
}
