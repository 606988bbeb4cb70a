import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type CustomsUploads = ApiResponse<'/customs-log/search', 'post'>;

const NEWEST = { pageStart: 0, pageSize: 5, pageSort: 'DESC' as const };

export async function searchCustomsLog(): Promise<CustomsUploads> {
  const { data } = await apiClient.post<CustomsUploads>('/customs-log/search', NEWEST);
  return data;
}

/** The newest customs files uploaded, with their status. */
export function useRecentImports() {
  return useQuery({ queryKey: apiQueryKey('/customs-log/search', NEWEST), queryFn: searchCustomsLog });
}
