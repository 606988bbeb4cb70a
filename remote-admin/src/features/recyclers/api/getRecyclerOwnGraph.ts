import { apiPostQuery, type ApiBody } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The recycler's own graph as its dashboard reads it, named by recyclerId (super admin, 005). */
export const useRecyclerOwnGraph = (recyclerId: string, years: ApiBody<'/recycler/own-graph', 'post'>) =>
  useQuery(apiPostQuery('/recycler/own-graph', years, { query: { recyclerId } }));
