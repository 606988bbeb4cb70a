import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type Years = ApiBody<'/recycler/own-graph', 'post'>;

/** The dashboard prefetches this year's figures and its graphs' first years. */
export const ownGraphQuery = (years: Years, scope: RecyclerScope) => ({
  ...apiPostQuery('/recycler/own-graph', years, { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The recycler's own months: intake, output and rejects by plastic type, output by product type. */
export const useOwnGraph = (years: Years, scope: RecyclerScope) => useQuery(ownGraphQuery(years, scope));
