import { apiClient } from '@waste/shared';
import type { CustomsType, LinesFilters } from './types';

/** The flow's lines under these filters as a file the server makes (CSV or XLSX). */
export async function downloadCustomsLines(type: CustomsType, format: 'csv' | 'xlsx', filters: LinesFilters): Promise<Blob> {
  const { data } = await apiClient.post<Blob>('/customs/download', filters, { params: { type, format }, responseType: 'blob' });
  return data;
}
