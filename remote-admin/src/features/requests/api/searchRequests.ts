import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type RequestFilters = Pick<ApiBody<'/requests/search', 'post'>, 'status' | 'seen' | 'localAuthorityId' | 'fromDate' | 'toDate'>;
export type RequestSearcher = PageRequest & RequestFilters;
export type RequestSearchResult = ApiResponse<'/requests/search', 'post'>;
export type AdminRequest = RequestSearchResult['rows'][number];

export async function searchRequests(searcher: RequestSearcher): Promise<RequestSearchResult> {
  const { data } = await apiClient.post<RequestSearchResult>('/requests/search', searcher);
  return data;
}

export function useRequestSearch(searcher: RequestSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/requests/search', searcher),
    queryFn: () => searchRequests(searcher),
    placeholderData: keepPreviousData,
  });
}
