import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The years, and one centre or (absent) all the authority's centres. */
type RecyclableGraphBody = ApiBody<'/sampath-piyasa/recyclable-waste-graph', 'post'>;
/** Collected, sold and rejected kg by material. */
export type RecyclableGraph = ApiResponse<'/sampath-piyasa/recyclable-waste-graph', 'post'>;

/** A centre's page prefetches its first years'. */
export const recyclableGraphQuery = (body: RecyclableGraphBody, scope: LocalAuthorityScope) => ({
  ...apiPostQuery('/sampath-piyasa/recyclable-waste-graph', body, { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useRecyclableGraph = (body: RecyclableGraphBody, scope: LocalAuthorityScope) => useQuery(recyclableGraphQuery(body, scope));
