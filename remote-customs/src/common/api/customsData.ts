import { apiClient, apiQueryKey, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CustomsType = 'IMPORT' | 'EXPORT';

export interface CustomsLine {
  id: string;
  uploadId: string;
  lineNumber: number;
  type: string;
  year: number;
  month: number | null;
  hsCode: string;
  hs6: string;
  description: string;
  sectorId: string | null;
  sectorName: string | null;
  partnerCountry: string;
  quantity: number | null;
  quantityUnit: string;
  netWeightKg: number;
  value: number;
  currency: string;
  fileName: string;
}

export interface LinesFilters {
  hscode?: string;
  sector?: string;
}

export type LinesSearcher = PageRequest & LinesFilters;

export interface UploadStatus {
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  message?: string;
  errorMessage?: string;
  fileName?: string;
  type?: string;
}

/** Spec section 4: the upload job followed across reloads under this local storage key. */
export const FILE_UPLOAD_JOB_KEY = 'fileUploadJobId';

export async function uploadCustomsFile(type: CustomsType, file: File, onProgress: (percent: number) => void): Promise<{ jobId: string }> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<{ jobId: string }>('/customs/upload', form, {
    params: { type },
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}

export async function uploadStatus(jobId: string): Promise<UploadStatus> {
  const { data } = await apiClient.get<UploadStatus>(`/customs/status/${encodeURIComponent(jobId)}`);
  return data;
}

export const linesSearchKey = (type: CustomsType) => apiQueryKey('/customs/search', type);

export function useCustomsLines(type: CustomsType, searcher: LinesSearcher) {
  return useQuery({
    queryKey: [...linesSearchKey(type), searcher],
    queryFn: async () =>
      (await apiClient.post<{ rows: CustomsLine[]; total: number }>('/customs/search', searcher, { params: { type } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCustomsInitSearch() {
  return useQuery({
    queryKey: apiQueryKey('/customs/init-search'),
    queryFn: async () =>
      (await apiClient.get<{ paginationOptions: number[]; sortOrderOptions: string[]; searcher: PageRequest }>('/customs/init-search'))
        .data,
  });
}

export async function downloadLines(type: CustomsType, format: 'csv' | 'xlsx', filters: LinesFilters): Promise<Blob> {
  const { data } = await apiClient.post<Blob>('/customs/download', filters, { params: { type, format }, responseType: 'blob' });
  return data;
}
