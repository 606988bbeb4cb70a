import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** A page of an authority's waste records and the list's filters. */
export type WasteSearcher = ApiBody<'/local-authority/search-waste', 'post'>;
export type WasteSearchFilters = Pick<WasteSearcher, 'fromDate' | 'toDate' | 'plasticType' | 'frequencyType'>;
export type WasteSearchResult = ApiResponse<'/local-authority/search-waste', 'post'>;
export type WasteRecordRow = WasteSearchResult['rows'][number];

export async function searchWaste(searcher: WasteSearcher, scope: LocalAuthorityScope): Promise<WasteSearchResult> {
  const { data } = await apiClient.post<WasteSearchResult>('/local-authority/search-waste', searcher, { params: scope });
  return data;
}

/** Also the review's check for a record of the same period and plastic type. */
export const wasteSearchQuery = (searcher: WasteSearcher, scope: LocalAuthorityScope) =>
  queryOptions({
    queryKey: apiQueryKey('/local-authority/search-waste', scope.localAuthorityId, searcher),
    queryFn: () => searchWaste(searcher, scope),
  });

/** One page of the list; the page on screen stays while the next one loads. */
export function useWasteSearch(searcher: WasteSearcher, scope: LocalAuthorityScope) {
  return useQuery({ ...wasteSearchQuery(searcher, scope), placeholderData: keepPreviousData });
}
