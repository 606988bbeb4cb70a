import { apiPostQuery, type ApiBody } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** Every recycler's monthly totals with this one's share, as the recycler's dashboard reads them (super admin, 005). */
export const useRecyclerNationalGraph = (recyclerId: string, years: ApiBody<'/recycler/national-graph', 'post'>) =>
  useQuery(apiPostQuery('/recycler/national-graph', years, { query: { recyclerId } }));
