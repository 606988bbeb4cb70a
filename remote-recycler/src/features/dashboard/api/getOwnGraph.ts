import { apiPostQuery, type ApiBody, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The recycler's own months: intake, output and rejects by plastic type, output by product type. */
export const useOwnGraph = (years: ApiBody<'/recycler/own-graph', 'post'>, scope: RecyclerScope) =>
  useQuery(apiPostQuery('/recycler/own-graph', years, { query: scope }));
