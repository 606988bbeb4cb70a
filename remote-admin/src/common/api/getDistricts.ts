import { apiPostQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * The districts of the chosen provinces, or every district when none is chosen (the recycler form's and the
 * lists' searchers', which they prefetch). No choice is one key, given or empty: the server answers both alike.
 */
export const districtsQuery = (provinceIds?: string[]) => ({
  ...apiPostQuery('/master-data/districts', provinceIds?.length ? { provinceIds } : {}),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useDistricts = (provinceIds?: string[]) => useQuery(districtsQuery(provinceIds));
