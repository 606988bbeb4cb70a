import { apiPostQuery, type ApiBody, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** All recyclers' monthly totals, with this recycler's own intake beside them. */
export const useNationalGraph = (years: ApiBody<'/recycler/national-graph', 'post'>, scope: RecyclerScope) =>
  useQuery(apiPostQuery('/recycler/national-graph', years, { query: scope }));
