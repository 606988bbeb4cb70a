import { apiClient, type ApiBody, type ApiQuery } from '@waste/shared';

type LinesFilters = Pick<ApiBody<'/customs/download', 'post'>, 'hscode' | 'sector'>;

/** FileReader rather than `Blob.text()`, which the test DOM lacks. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** A refusal arrives as a blob too (the file was asked for): its JSON is read back so that its message shows. */
async function withReadableRefusal(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response?.data instanceof Blob && response.data.type.includes('json')) {
    try {
      response.data = JSON.parse(await textOf(response.data)) as unknown;
    } catch {
      // Not JSON after all: the caller's own words stand.
    }
  }
  throw error;
}

/** The flow's lines under these filters as a file the server makes (CSV or XLSX): a blob, which `apiCall` does not read. */
export async function downloadCustomsLines(query: ApiQuery<'/customs/download', 'post'>, filters: LinesFilters): Promise<Blob> {
  const { data } = await apiClient
    .post<Blob>('/customs/download', filters, { params: query, responseType: 'blob' })
    .catch(withReadableRefusal);
  return data;
}
