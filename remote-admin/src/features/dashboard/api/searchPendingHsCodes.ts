import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type PendingHsCodes = ApiResponse<'/hscode/search-new', 'post'>;

const FIRST = { pageStart: 0, pageSize: 5, pageSort: 'ASC' as const };

export async function searchPendingHsCodes(): Promise<PendingHsCodes> {
  const { data } = await apiClient.post<PendingHsCodes>('/hscode/search-new', FIRST);
  return data;
}

/** HS codes seen in customs files that wait for a sector, and how many. */
export function usePendingHsCodes() {
  return useQuery({ queryKey: apiQueryKey('/hscode/search-new', FIRST), queryFn: searchPendingHsCodes });
}
