import { apiPostQuery, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type RequestFilters = Pick<
  ApiBody<'/requests/search', 'post'>,
  'kind' | 'status' | 'seen' | 'localAuthorityId' | 'recyclerId' | 'fromDate' | 'toDate'
>;
export type AdminRequest = ApiResponse<'/requests/search', 'post'>['rows'][number];
export type RequestKind = AdminRequest['kind'];

export const REQUEST_KINDS: readonly RequestKind[] = ['PARAMETERS', 'CORRECTION'];

export const useRequestSearch = (searcher: PageRequest & RequestFilters) =>
  useQuery({ ...apiPostQuery('/requests/search', searcher), placeholderData: keepPreviousData });
