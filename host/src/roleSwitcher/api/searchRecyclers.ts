import { apiClient, PICKER_PAGE_SIZE } from '@waste/shared';

export interface RecyclerRow {
  id: string;
  name: string;
  primaryAddress: string;
  hotline: string;
}

/** Every recycler at once, for the role switcher's picker (spec section 9: 1000 rows). */
export async function searchRecyclers(): Promise<RecyclerRow[]> {
  const { data } = await apiClient.post<{ rows: RecyclerRow[]; total: number }>('/recycler/search', {
    pageStart: 0,
    pageSize: PICKER_PAGE_SIZE,
    pageSort: 'ASC',
  });
  return data.rows;
}
