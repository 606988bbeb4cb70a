import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type LoggerFilters = Pick<
  ApiBody<'/loggers/search', 'post'>,
  'userId' | 'actingLocalAuthorityId' | 'action' | 'entity' | 'fromDate' | 'toDate'
>;
export type LoggerSearcher = PageRequest & LoggerFilters;
export type LoggerSearchResult = ApiResponse<'/loggers/search', 'post'>;
export type LoggerRow = LoggerSearchResult['rows'][number];

export async function searchLoggers(searcher: LoggerSearcher): Promise<LoggerSearchResult> {
  const { data } = await apiClient.post<LoggerSearchResult>('/loggers/search', searcher);
  return data;
}

export function useLoggerSearch(searcher: LoggerSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/loggers/search', searcher),
    queryFn: () => searchLoggers(searcher),
    placeholderData: keepPreviousData,
  });
}
