import { apiClient, type ApiResponse } from '@waste/shared';
import type { RemoteOption } from '../RemoteSearchSelect';

const PICKER_PAGE = { pageStart: 0, pageSize: 20, pageSort: 'ASC' as const };

export async function findLocalAuthorities(text: string): Promise<RemoteOption[]> {
  const { data } = await apiClient.post<ApiResponse<'/local-authority/search-la', 'post'>>('/local-authority/search-la', {
    ...PICKER_PAGE,
    name: text || undefined,
  });
  return data.rows.map((row) => ({ value: row.id, label: `${row.name} (${row.district})` }));
}

export async function findRecyclers(text: string): Promise<RemoteOption[]> {
  const { data } = await apiClient.post<ApiResponse<'/recycler/search', 'post'>>('/recycler/search', {
    ...PICKER_PAGE,
    name: text || undefined,
  });
  return data.rows.map((row) => ({ value: row.id, label: row.name }));
}
