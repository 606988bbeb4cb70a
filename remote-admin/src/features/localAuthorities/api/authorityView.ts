import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type LocalAuthorityInfo = ApiResponse<'/local-authority/get-la-info', 'get'>;
export type WasteSearchResult = ApiResponse<'/local-authority/search-waste', 'post'>;
export type WasteRecord = WasteSearchResult['rows'][number];

/** A super admin names the authority (spec section 6). */
export function useAuthorityInfo(localAuthorityId: string) {
  return useQuery({
    queryKey: apiQueryKey('/local-authority/get-la-info', localAuthorityId),
    queryFn: async () => (await apiClient.get<LocalAuthorityInfo>('/local-authority/get-la-info', { params: { localAuthorityId } })).data,
  });
}

export function useAuthorityWaste(localAuthorityId: string, page: { pageStart: number; pageSize: number; pageSort: 'ASC' | 'DESC' }) {
  return useQuery({
    queryKey: apiQueryKey('/local-authority/search-waste', localAuthorityId, page),
    queryFn: async () => (await apiClient.post<WasteSearchResult>('/local-authority/search-waste', page, { params: { localAuthorityId } })).data,
    placeholderData: keepPreviousData,
  });
}
