import { apiPostQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The authorities of the chosen council types (and districts), every one before a choice; /local-authorities prefetches those. */
export const authoritiesByCouncilTypeQuery = (councilTypeIds: string[] = [], districtIds: string[] = []) => ({
  ...apiPostQuery('/master-data/local-authorities', { councilTypeIds, districtIds }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The searcher's by-council-type list. */
export const useAuthoritiesByCouncilType = (councilTypeIds: string[], districtIds: string[]) =>
  useQuery(authoritiesByCouncilTypeQuery(councilTypeIds, districtIds));
