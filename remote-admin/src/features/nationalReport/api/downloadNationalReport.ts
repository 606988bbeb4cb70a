import { apiClient } from '@waste/shared';

export type ReportFormat = 'pdf' | 'xlsx';
export type ReportLanguage = 'en' | 'si' | 'ta';

/** The national report for a year as the server draws it (a file, so read as a blob). */
export async function downloadNationalReport(year: number, format: ReportFormat, lang: ReportLanguage): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/mfa/national-report', { params: { year, format, lang }, responseType: 'blob' });
  return data;
}
