import { apiClient, apiQueryKey, type ApiResponse, type ApiQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type AuthorityMfaSummary = ApiResponse<'/admin/local-authorities/{id}/mfa-summary', 'get'>;

/** The authority's plastic totals for a year, looked up by a super admin (not acting as it). */
export async function getAuthorityMfaSummary(localAuthorityId: string, year: number): Promise<AuthorityMfaSummary> {
  const url = `/admin/local-authorities/${encodeURIComponent(localAuthorityId)}/mfa-summary`;
  const { data } = await apiClient.get<AuthorityMfaSummary>(url, {
    params: { year } satisfies ApiQuery<'/admin/local-authorities/{id}/mfa-summary', 'get'>,
  });
  return data;
}

export function useAuthorityMfaSummary(localAuthorityId: string, year: number) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/{id}/mfa-summary', localAuthorityId, year),
    queryFn: () => getAuthorityMfaSummary(localAuthorityId, year),
  });
}
