import { apiClient, apiQueryKey, PICKER_PAGE_SIZE, USER_SCOPED, type ApiResponse } from '@waste/shared';
import { queryOptions } from '@tanstack/react-query';

/** What the picker shows and stores of a recycler (the registry's rows carry more). */
export type RecyclerRow = Pick<ApiResponse<'/recycler/search', 'post'>['rows'][number], 'id' | 'name' | 'primaryAddress' | 'hotline'>;

/** Every recycler at once, for the role switcher's picker (spec section 9: 1000 rows). */
export async function searchRecyclers(): Promise<RecyclerRow[]> {
  const { data } = await apiClient.post<ApiResponse<'/recycler/search', 'post'>>('/recycler/search', {
    pageStart: 0,
    pageSize: PICKER_PAGE_SIZE,
    pageSort: 'ASC',
  });
  return data.rows;
}

/** Spec section 4: loaded once per session user (the key holds the user), again only on Refresh. */
export const recyclerPickerQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: apiQueryKey('/recycler/search', 'picker', userId),
    queryFn: searchRecyclers,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: USER_SCOPED,
  });
