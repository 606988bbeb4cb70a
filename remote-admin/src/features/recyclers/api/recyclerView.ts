import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// The registry's read-only view calls what the recycler itself calls, naming it by recyclerId (super admin, 005).
export type ReturnSearchResult = ApiResponse<'/recycler/search-waste-data-list', 'post'>;
export type RecyclerReturn = ReturnSearchResult['rows'][number];
export type ReturnSearcher = PageRequest & Pick<ApiBody<'/recycler/search-waste-data-list', 'post'>, 'plasticType'>;
export type OwnGraph = ApiResponse<'/recycler/own-graph', 'post'>;
export type NationalGraph = ApiResponse<'/recycler/national-graph', 'post'>;
export type GraphYears = ApiBody<'/recycler/own-graph', 'post'>;

export function useRecyclerReturns(recyclerId: string, searcher: ReturnSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/search-waste-data-list', recyclerId, searcher),
    queryFn: async () =>
      (await apiClient.post<ReturnSearchResult>('/recycler/search-waste-data-list', searcher, { params: { recyclerId } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRecyclerOwnGraph(recyclerId: string, years: GraphYears) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/own-graph', recyclerId, years),
    queryFn: async () => (await apiClient.post<OwnGraph>('/recycler/own-graph', years, { params: { recyclerId } })).data,
  });
}

export function useRecyclerNationalGraph(recyclerId: string, years: GraphYears) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/national-graph', recyclerId, years),
    queryFn: async () => (await apiClient.post<NationalGraph>('/recycler/national-graph', years, { params: { recyclerId } })).data,
  });
}
