import { apiClient, apiQueryKey, PICKER_PAGE_SIZE, USER_SCOPED, type ApiResponse } from '@waste/shared';
import { queryOptions } from '@tanstack/react-query';

export type LocalAuthorityRow = ApiResponse<'/local-authority/search-la', 'post'>['rows'][number];

/** Every local authority at once, for the role switcher's picker (spec section 9: 1000 rows). */
export async function searchLocalAuthorities(): Promise<LocalAuthorityRow[]> {
  const { data } = await apiClient.post<ApiResponse<'/local-authority/search-la', 'post'>>('/local-authority/search-la', {
    pageStart: 0,
    pageSize: PICKER_PAGE_SIZE,
    pageSort: 'ASC',
  });
  return data.rows;
}

/** Spec section 4: loaded once per session user (the key holds the user), again only on Refresh. */
export const localAuthorityPickerQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: apiQueryKey('/local-authority/search-la', 'picker', userId),
    queryFn: searchLocalAuthorities,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: USER_SCOPED,
  });
