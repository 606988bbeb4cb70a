import { apiClient, apiQueryKey, localAuthorityInfoQuery, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type WasteSearchResult = ApiResponse<'/admin/local-authorities/{id}/waste', 'post'>;
export type WasteRecord = WasteSearchResult['rows'][number];

/** A super admin names the authority (spec section 6). */
export function useAuthorityInfo(localAuthorityId: string) {
  return useQuery(localAuthorityInfoQuery(localAuthorityId));
}

export function useAuthorityWaste(localAuthorityId: string, page: { pageStart: number; pageSize: number; pageSort: 'ASC' | 'DESC' }) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/{id}/waste', localAuthorityId, page),
    queryFn: async () =>
      (await apiClient.post<WasteSearchResult>(`/admin/local-authorities/${encodeURIComponent(localAuthorityId)}/waste`, page)).data,
    placeholderData: keepPreviousData,
  });
}

export type CentreSearchResult = ApiResponse<'/admin/local-authorities/{id}/centres', 'post'>;
export type Centre = CentreSearchResult['rows'][number];
export type AuthorityMfaSummary = ApiResponse<'/admin/local-authorities/{id}/mfa-summary', 'get'>;

/** The authority's Sampath Piyasa centres, looked up by a super admin (not acting as it). */
export function useAuthorityCentres(localAuthorityId: string, page: { pageStart: number; pageSize: number; pageSort: 'ASC' | 'DESC' }) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/{id}/centres', localAuthorityId, page),
    queryFn: async () =>
      (await apiClient.post<CentreSearchResult>(`/admin/local-authorities/${encodeURIComponent(localAuthorityId)}/centres`, page)).data,
    placeholderData: keepPreviousData,
  });
}

export function useAuthorityMfaSummary(localAuthorityId: string, year: number) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/{id}/mfa-summary', localAuthorityId, year),
    queryFn: async () =>
      (
        await apiClient.get<AuthorityMfaSummary>(`/admin/local-authorities/${encodeURIComponent(localAuthorityId)}/mfa-summary`, {
          params: { year },
        })
      ).data,
  });
}
