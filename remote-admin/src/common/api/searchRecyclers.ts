import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

export type RecyclerSearchFilters = Pick<ApiBody<'/recycler/search', 'post'>, 'name' | 'provinceIds' | 'districtIds' | 'status'>;
export type RecyclerSearcher = PageRequest & RecyclerSearchFilters;
export type RecyclerSearchResult = ApiResponse<'/recycler/search', 'post'>;
export type RecyclerRow = RecyclerSearchResult['rows'][number];

export async function searchRecyclers(searcher: RecyclerSearcher): Promise<RecyclerSearchResult> {
  const { data } = await apiClient.post<RecyclerSearchResult>('/recycler/search', searcher);
  return data;
}

/** One page of the registry; the page on screen stays while the next one loads. */
export function useRecyclerSearch(searcher: RecyclerSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/search', 'registry', searcher),
    queryFn: () => searchRecyclers(searcher),
    placeholderData: keepPreviousData,
  });
}

/** The recyclers matching a picker's typed text. */
export async function findRecyclers(search: PickerSearch): Promise<RemoteOption[]> {
  const { rows } = await searchRecyclers(search);
  return rows.map((row) => ({ value: row.id, label: row.name }));
}
