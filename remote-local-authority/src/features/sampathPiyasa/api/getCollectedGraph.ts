import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The years, and one centre or (absent) all the authority's centres. */
type CollectedGraphBody = ApiBody<'/sampath-piyasa/collected-quantities-graph', 'post'>;
/** Collected kg by month and material. */
export type CollectedGraph = ApiResponse<'/sampath-piyasa/collected-quantities-graph', 'post'>;

/** A centre's page prefetches its first years'. */
export const collectedGraphQuery = (body: CollectedGraphBody, scope: LocalAuthorityScope) => ({
  ...apiPostQuery('/sampath-piyasa/collected-quantities-graph', body, { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useCollectedGraph = (body: CollectedGraphBody, scope: LocalAuthorityScope) => useQuery(collectedGraphQuery(body, scope));
