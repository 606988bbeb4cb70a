import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type HsCodeSearchInit = ApiResponse<'/hscode/init-search', 'get'>;

export async function initHsCodeSearch(): Promise<HsCodeSearchInit> {
  const { data } = await apiClient.get<HsCodeSearchInit>('/hscode/init-search');
  return data;
}

/** The page sizes and the version of the sector assignments, asked again on every visit: the version decides which cached pages still hold. */
export function useHsCodeSearchInit() {
  return useQuery({ queryKey: apiQueryKey('/hscode/init-search'), queryFn: initHsCodeSearch, staleTime: 0 });
}
