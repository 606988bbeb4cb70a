import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type GraphSearchInit = ApiResponse<'/customs/graph-init-search', 'get'>;

export async function initGraphSearch(): Promise<GraphSearchInit> {
  const { data } = await apiClient.get<GraphSearchInit>('/customs/graph-init-search');
  return data;
}

/** The flows to choose from and the years that have customs data, the latest first. */
export function useGraphInit() {
  return useQuery({ queryKey: apiQueryKey('/customs/graph-init-search'), queryFn: initGraphSearch });
}
