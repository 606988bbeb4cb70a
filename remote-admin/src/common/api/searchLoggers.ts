import { apiPostQuery, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type LoggerFilters = Pick<
  ApiBody<'/loggers/search', 'post'>,
  'userId' | 'actingLocalAuthorityId' | 'action' | 'entity' | 'fromDate' | 'toDate'
>;
export type LoggerRow = ApiResponse<'/loggers/search', 'post'>['rows'][number];

export const useLoggerSearch = (searcher: PageRequest & LoggerFilters) =>
  useQuery({ ...apiPostQuery('/loggers/search', searcher), placeholderData: keepPreviousData });
