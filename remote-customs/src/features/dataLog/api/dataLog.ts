import { apiClient, apiQueryKey, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomsLine } from '@/common/api/customsData';

export interface CustomsUpload {
  id: string;
  fileName: string;
  type: string;
  fileFormat: string;
  sizeBytes: number;
  rows: number | null;
  status: string;
  errorMessage: string | null;
  createdBy: { id: string | null; name: string };
  createdAt: string;
  finishedAt: string | null;
}

export function useDataLog(searcher: PageRequest) {
  return useQuery({
    queryKey: [...apiQueryKey('/customs-log/search'), searcher],
    queryFn: async () => (await apiClient.post<{ rows: CustomsUpload[]; total: number }>('/customs-log/search', searcher)).data,
    placeholderData: keepPreviousData,
  });
}

export function useDataLogView(id: string, searcher: PageRequest & { hsCode?: string; sector?: string }) {
  return useQuery({
    queryKey: [...apiQueryKey('/customs-log/view/search/{id}', id), searcher],
    queryFn: async () =>
      (
        await apiClient.post<{ upload: CustomsUpload; rows: CustomsLine[]; total: number }>(
          `/customs-log/view/search/${encodeURIComponent(id)}`,
          searcher,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
