import { apiClient, type ApiBody, type ApiQuery } from '@waste/shared';

type LinesFilters = Pick<ApiBody<'/customs/download', 'post'>, 'hscode' | 'sector'>;

/** The flow's lines under these filters as a file the server makes (CSV or XLSX): a blob, which `apiCall` does not read. */
export async function downloadCustomsLines(query: ApiQuery<'/customs/download', 'post'>, filters: LinesFilters): Promise<Blob> {
  const { data } = await apiClient.post<Blob>('/customs/download', filters, { params: query, responseType: 'blob' });
  return data;
}
