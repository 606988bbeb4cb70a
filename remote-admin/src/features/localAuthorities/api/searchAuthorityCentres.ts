import { apiClient, apiQueryKey, type ApiBody, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type CentrePage = ApiBody<'/admin/local-authorities/{id}/centres', 'post'>;
export type CentreSearchResult = ApiResponse<'/admin/local-authorities/{id}/centres', 'post'>;
export type Centre = CentreSearchResult['rows'][number];

/** The authority's Sampath Piyasa centres, looked up by a super admin (not acting as it). */
export async function searchAuthorityCentres(localAuthorityId: string, page: CentrePage): Promise<CentreSearchResult> {
  const { data } = await apiClient.post<CentreSearchResult>(
    `/admin/local-authorities/${encodeURIComponent(localAuthorityId)}/centres`,
    page,
  );
  return data;
}

export function useAuthorityCentres(localAuthorityId: string, page: CentrePage) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/{id}/centres', localAuthorityId, page),
    queryFn: () => searchAuthorityCentres(localAuthorityId, page),
    placeholderData: keepPreviousData,
  });
}
