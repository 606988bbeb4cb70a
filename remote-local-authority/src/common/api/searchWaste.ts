import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of an authority's waste records and the list's filters. */
export type WasteSearcher = ApiBody<'/local-authority/search-waste', 'post'>;
export type WasteSearchFilters = Pick<WasteSearcher, 'fromDate' | 'toDate' | 'plasticType' | 'frequencyType'>;
export type WasteRecordRow = ApiResponse<'/local-authority/search-waste', 'post'>['rows'][number];

/** Also the review's check for a record of the same period and plastic type. */
export const wasteSearchQuery = (searcher: WasteSearcher, scope: LocalAuthorityScope) =>
  apiPostQuery('/local-authority/search-waste', searcher, { query: scope });

/** A page of the list as the list pages show it; their manifest entries prefetch the first. */
export const wasteListQuery = (searcher: WasteSearcher, scope: LocalAuthorityScope) => ({
  ...wasteSearchQuery(searcher, scope),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** One page of the list; the page on screen stays while the next one loads. */
export const useWasteSearch = (searcher: WasteSearcher, scope: LocalAuthorityScope) =>
  useQuery({ ...wasteListQuery(searcher, scope), placeholderData: keepPreviousData });
