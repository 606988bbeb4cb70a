import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type Sectors = ApiResponse<'/sector', 'get'>['sectors'];

export async function getSectors(): Promise<Sectors> {
  const { data } = await apiClient.get<ApiResponse<'/sector', 'get'>>('/sector');
  return data.sectors;
}

/** The sectors a code can be given, read once a session. */
export function useSectors() {
  return useQuery({ queryKey: apiQueryKey('/sector'), queryFn: getSectors, staleTime: Infinity });
}
