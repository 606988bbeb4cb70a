import { apiCall, apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

export type RecyclerSearchFilters = Pick<ApiBody<'/recycler/search', 'post'>, 'name' | 'provinceIds' | 'districtIds' | 'status'>;
export type RecyclerSearcher = PageRequest & RecyclerSearchFilters;
export type RecyclerRow = ApiResponse<'/recycler/search', 'post'>['rows'][number];

/** One page of the registry; /recycler prefetches the address's. */
export const recyclerSearchQuery = (searcher: RecyclerSearcher) => ({
  ...apiPostQuery('/recycler/search', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useRecyclerSearch = (searcher: RecyclerSearcher) =>
  useQuery({ ...recyclerSearchQuery(searcher), placeholderData: keepPreviousData });

/** The recyclers matching a picker's typed text. */
export async function findRecyclers(search: PickerSearch): Promise<RemoteOption[]> {
  const { rows } = await apiCall('post', '/recycler/search', { body: search });
  return rows.map((row) => ({ value: row.id, label: row.name }));
}
