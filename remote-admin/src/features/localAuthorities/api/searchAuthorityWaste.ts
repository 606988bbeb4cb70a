import { apiClient, apiQueryKey, type ApiBody, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type WastePage = ApiBody<'/admin/local-authorities/{id}/waste', 'post'>;
export type WasteSearchResult = ApiResponse<'/admin/local-authorities/{id}/waste', 'post'>;
export type WasteRecord = WasteSearchResult['rows'][number];

/** The authority's waste data records, looked up by a super admin (not acting as it). */
export async function searchAuthorityWaste(localAuthorityId: string, page: WastePage): Promise<WasteSearchResult> {
  const { data } = await apiClient.post<WasteSearchResult>(`/admin/local-authorities/${encodeURIComponent(localAuthorityId)}/waste`, page);
  return data;
}

export function useAuthorityWaste(localAuthorityId: string, page: WastePage) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/{id}/waste', localAuthorityId, page),
    queryFn: () => searchAuthorityWaste(localAuthorityId, page),
    placeholderData: keepPreviousData,
  });
}
