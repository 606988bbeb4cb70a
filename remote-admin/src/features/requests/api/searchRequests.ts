import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type RequestFilters = Pick<
  ApiBody<'/requests/search', 'post'>,
  'kind' | 'status' | 'seen' | 'localAuthorityId' | 'recyclerId' | 'fromDate' | 'toDate'
>;
export type AdminRequest = ApiResponse<'/requests/search', 'post'>['rows'][number];
export type RequestKind = AdminRequest['kind'];

export const REQUEST_KINDS: readonly RequestKind[] = ['PARAMETERS', 'CORRECTION'];

/** A page of the requests; /requests prefetches the address's. */
export const requestSearchQuery = (searcher: PageRequest & RequestFilters) => ({
  ...apiPostQuery('/requests/search', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useRequestSearch = (searcher: PageRequest & RequestFilters) =>
  useQuery({ ...requestSearchQuery(searcher), placeholderData: keepPreviousData });
