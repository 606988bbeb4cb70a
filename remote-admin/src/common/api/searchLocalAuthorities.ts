import { apiClient, type ApiResponse } from '@waste/shared';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

/** The authorities matching a picker's typed text, named with their district (several share a name). */
export async function findLocalAuthorities(search: PickerSearch): Promise<RemoteOption[]> {
  const { data } = await apiClient.post<ApiResponse<'/local-authority/search-la', 'post'>>('/local-authority/search-la', search);
  return data.rows.map((row) => ({ value: row.id, label: `${row.name} (${row.district})` }));
}
