import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type LoggerFilters = Pick<
  ApiBody<'/loggers/search', 'post'>,
  'userId' | 'actingLocalAuthorityId' | 'action' | 'entity' | 'fromDate' | 'toDate'
>;
export type LoggerRow = ApiResponse<'/loggers/search', 'post'>['rows'][number];

type LoggerSearcher = PageRequest & LoggerFilters;

/** A page of the audit log; the dashboard and /loggers prefetch theirs. */
export const loggerSearchQuery = (searcher: LoggerSearcher) => ({
  ...apiPostQuery('/loggers/search', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useLoggerSearch = (searcher: LoggerSearcher) =>
  useQuery({ ...loggerSearchQuery(searcher), placeholderData: keepPreviousData });
