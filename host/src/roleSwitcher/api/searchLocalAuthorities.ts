import { apiClient, type ApiResponse } from '@waste/shared';
import { PICKER_PAGE, pickerQuery } from './pickerQuery';

export type LocalAuthorityRow = ApiResponse<'/local-authority/search-la', 'post'>['rows'][number];

/** Every local authority, for the role switcher's picker. */
async function searchLocalAuthorities(): Promise<LocalAuthorityRow[]> {
  const { data } = await apiClient.post<ApiResponse<'/local-authority/search-la', 'post'>>('/local-authority/search-la', PICKER_PAGE);
  return data.rows;
}

export const localAuthorityPickerQuery = pickerQuery('/local-authority/search-la', searchLocalAuthorities);
