import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiResponse, type PageRequest, type RecyclerScope } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnSearchFilters } from './types';

export type ReturnSearcher = PageRequest & ReturnSearchFilters;
export type RecyclerReturn = ApiResponse<'/recycler/search-waste-data-list', 'post'>['rows'][number];

/** The query of one page of the recycler's returns (for a look-up of its own, e.g. the wizard's year of a plastic type). */
export const returnSearchQuery = (searcher: ReturnSearcher, scope: RecyclerScope) =>
  apiPostQuery('/recycler/search-waste-data-list', searcher, { query: scope });

/** A page of the list as the list page shows it; its manifest entry prefetches the first. */
export const returnListQuery = (searcher: ReturnSearcher, scope: RecyclerScope) => ({
  ...returnSearchQuery(searcher, scope),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** One page of the recycler's returns; the page on screen stays while the next one loads. */
export const useReturnSearch = (searcher: ReturnSearcher, scope: RecyclerScope) =>
  useQuery({ ...returnListQuery(searcher, scope), placeholderData: keepPreviousData });
