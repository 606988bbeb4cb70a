import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type CustomsUploads = ApiResponse<'/customs-log/search', 'post'>;
export type CustomsUpload = CustomsUploads['rows'][number];
export type PendingHsCodes = ApiResponse<'/hscode/search-new', 'post'>;
export type PendingHsCode = PendingHsCodes['rows'][number];

const NEWEST = { pageStart: 0, pageSize: 5, pageSort: 'DESC' as const };
const FIRST = { pageStart: 0, pageSize: 5, pageSort: 'ASC' as const };

/** The newest customs files uploaded, with their status. */
export function useRecentImports() {
  return useQuery({
    queryKey: apiQueryKey('/customs-log/search', NEWEST),
    queryFn: async () => (await apiClient.post<CustomsUploads>('/customs-log/search', NEWEST)).data,
  });
}

/** HS codes seen in customs files that wait for a sector, and how many. */
export function usePendingHsCodes() {
  return useQuery({
    queryKey: apiQueryKey('/hscode/search-new', FIRST),
    queryFn: async () => (await apiClient.post<PendingHsCodes>('/hscode/search-new', FIRST)).data,
  });
}
