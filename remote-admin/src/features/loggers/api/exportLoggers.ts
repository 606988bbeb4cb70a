import { apiClient, type ApiBody } from '@waste/shared';

/** The filtered rows as the server's formula-safe CSV. */
export async function exportLoggers(filters: ApiBody<'/loggers/export', 'post'>): Promise<Blob> {
  const { data } = await apiClient.post<Blob>('/loggers/export', filters, { responseType: 'blob' });
  return data;
}
