import { apiClient, type ApiResponse } from '@waste/shared';
import { PICKER_PAGE, pickerQuery } from './pickerQuery';

/** What the picker shows and stores of a recycler (the registry's rows carry more). */
export type RecyclerRow = Pick<ApiResponse<'/recycler/search', 'post'>['rows'][number], 'id' | 'name' | 'primaryAddress' | 'hotline'>;

/** Every recycler, for the role switcher's picker. */
async function searchRecyclers(): Promise<RecyclerRow[]> {
  const { data } = await apiClient.post<ApiResponse<'/recycler/search', 'post'>>('/recycler/search', PICKER_PAGE);
  return data.rows;
}

export const recyclerPickerQuery = pickerQuery('/recycler/search', searchRecyclers);
