import { apiPostQuery, type ApiBody, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The years, and one centre or (absent) all the authority's centres. */
type CollectedGraphBody = ApiBody<'/sampath-piyasa/collected-quantities-graph', 'post'>;
/** Collected kg by month and material. */
export type CollectedGraph = ApiResponse<'/sampath-piyasa/collected-quantities-graph', 'post'>;

export const useCollectedGraph = (body: CollectedGraphBody, scope: LocalAuthorityScope) =>
  useQuery(apiPostQuery('/sampath-piyasa/collected-quantities-graph', body, { query: scope }));
