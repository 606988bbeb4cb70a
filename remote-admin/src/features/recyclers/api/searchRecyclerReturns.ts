import { apiPostQuery, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type RecyclerReturn = ApiResponse<'/recycler/search-waste-data-list', 'post'>['rows'][number];
export type ReturnSearcher = PageRequest & Pick<ApiBody<'/recycler/search-waste-data-list', 'post'>, 'plasticType'>;

/** What the recycler itself calls, naming it by recyclerId: the registry's read-only view (super admin, 005). */
export const useRecyclerReturns = (recyclerId: string, searcher: ReturnSearcher) =>
  useQuery({ ...apiPostQuery('/recycler/search-waste-data-list', searcher, { query: { recyclerId } }), placeholderData: keepPreviousData });
