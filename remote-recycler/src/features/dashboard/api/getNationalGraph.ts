import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type Years = ApiBody<'/recycler/national-graph', 'post'>;

/** The dashboard prefetches its first years'. */
export const nationalGraphQuery = (years: Years, scope: RecyclerScope) => ({
  ...apiPostQuery('/recycler/national-graph', years, { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** All recyclers' monthly totals, with this recycler's own intake beside them. */
export const useNationalGraph = (years: Years, scope: RecyclerScope) => useQuery(nationalGraphQuery(years, scope));
