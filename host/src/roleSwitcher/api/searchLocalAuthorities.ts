import { apiClient, PICKER_PAGE_SIZE } from '@waste/shared';

export interface LocalAuthorityRow {
  id: string;
  name: string;
  /** Province code, e.g. 'western'. */
  province: string;
  provinceName: string;
  district: string;
  districtId: string;
  councilType: string;
}

/** Every local authority at once, for the role switcher's picker (spec section 9: 1000 rows). */
export async function searchLocalAuthorities(): Promise<LocalAuthorityRow[]> {
  const { data } = await apiClient.post<{ rows: LocalAuthorityRow[]; total: number }>('/local-authority/search-la', {
    pageStart: 0,
    pageSize: PICKER_PAGE_SIZE,
    pageSort: 'ASC',
  });
  return data.rows;
}
