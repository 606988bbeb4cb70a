import { apiPostQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The districts of the chosen provinces, or every district when none is given (the recycler form's, which it prefetches). */
export const districtsQuery = (provinceIds?: string[]) => ({
  ...apiPostQuery('/master-data/districts', provinceIds ? { provinceIds } : {}),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useDistricts = (provinceIds?: string[]) => useQuery(districtsQuery(provinceIds));
