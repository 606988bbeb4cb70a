import { apiClient, apiQueryKey, PREFETCHED_READ_STALE_MS, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type MfaLaSummary = ApiResponse<'/mfa/mfa-la-summary', 'get'>;

export async function getMfaLaSummary(year: number, scope: LocalAuthorityScope): Promise<MfaLaSummary> {
  const { data } = await apiClient.get<MfaLaSummary>('/mfa/mfa-la-summary', { params: { year, ...scope } });
  return data;
}

/** The dashboard prefetches the current year's (its manifest entry). */
export const mfaLaSummaryQuery = (year: number, scope: LocalAuthorityScope) =>
  queryOptions({
    queryKey: apiQueryKey('/mfa/mfa-la-summary', year, scope.localAuthorityId),
    queryFn: () => getMfaLaSummary(year, scope),
    staleTime: PREFETCHED_READ_STALE_MS,
  });

export function useMfaLaSummary(year: number, scope: LocalAuthorityScope) {
  return useQuery(mfaLaSummaryQuery(year, scope));
}
