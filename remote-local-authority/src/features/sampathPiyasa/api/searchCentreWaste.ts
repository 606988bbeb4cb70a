import { apiClient, apiQueryKey, type LocalAuthorityScope, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CentreWasteSearchResult, TypeOfCollectionId } from './types';

export type CentreWasteSearcher = PageRequest & { typeOfCollectionId?: TypeOfCollectionId };

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
