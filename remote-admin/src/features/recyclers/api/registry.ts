import { apiClient, apiQueryKey, invalidateApiReads, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type RecyclerSearchFilters = Pick<ApiBody<'/recycler/search', 'post'>, 'name' | 'provinceIds' | 'districtIds' | 'status'>;
export type RecyclerSearcher = PageRequest & RecyclerSearchFilters;
export type RecyclerSearchResult = ApiResponse<'/recycler/search', 'post'>;
export type RecyclerRow = RecyclerSearchResult['rows'][number];
export type Recycler = ApiResponse<'/recycler/view/{id}', 'get'>;
export type RecyclerInput = ApiBody<'/recycler/save-recycler', 'post'>;
export type RecyclerStatus = RecyclerInput['status'];
export type AccountInput = ApiBody<'/recycler/create-account', 'post'>;
export type District = ApiResponse<'/master-data/districts', 'post'>[number];

export const RECYCLER_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const satisfies readonly RecyclerStatus[];

export function useRecyclerSearch(searcher: RecyclerSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/search', 'registry', searcher),
    queryFn: async () => (await apiClient.post<RecyclerSearchResult>('/recycler/search', searcher)).data,
    placeholderData: keepPreviousData,
  });
}

export function useRecycler(id: string | undefined) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/view/{id}', id),
    queryFn: async () => (await apiClient.get<Recycler>(`/recycler/view/${encodeURIComponent(id ?? '')}`)).data,
    enabled: id !== undefined,
  });
}

export function useDistricts() {
  return useQuery({
    queryKey: apiQueryKey('/master-data/districts', 'all'),
    queryFn: async () => (await apiClient.post<District[]>('/master-data/districts', {})).data,
  });
}

/** A saved recycler changes the registry, the role switcher's picker and its own page. */
export function useSaveRecycler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecyclerInput) => (await apiClient.post<Recycler>('/recycler/save-recycler', input)).data,
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/search', '/recycler/view/{id}'),
  });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountInput) =>
      (await apiClient.post<{ id: string; email: string; linkSent: boolean }>('/recycler/create-account', input)).data,
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/view/{id}'),
  });
}
