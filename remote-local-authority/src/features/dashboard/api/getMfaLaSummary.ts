import { apiGetQuery, PREFETCHED_READ_STALE_MS, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The dashboard prefetches the current year's (its manifest entry). */
export const mfaLaSummaryQuery = (year: number, scope: LocalAuthorityScope) => ({
  ...apiGetQuery('/mfa/mfa-la-summary', { query: { year, ...scope } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useMfaLaSummary = (year: number, scope: LocalAuthorityScope) => useQuery(mfaLaSummaryQuery(year, scope));
