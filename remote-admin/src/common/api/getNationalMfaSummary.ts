import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The nation's plastic flows for a year (the dashboard's figures, the report's provinces); the dashboard prefetches this year's. */
export const nationalMfaSummaryQuery = (year: number) => ({
  ...apiGetQuery('/mfa/mfa-national-summary', { query: { year } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useNationalMfaSummary = (year: number) => useQuery(nationalMfaSummaryQuery(year));
