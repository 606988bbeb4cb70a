import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type CustomsSearchInit = ApiResponse<'/customs/init-search', 'get'>;

export async function initCustomsSearch(): Promise<CustomsSearchInit> {
  const { data } = await apiClient.get<CustomsSearchInit>('/customs/init-search');
  return data;
}

export function useCustomsSearchInit() {
  return useQuery({ queryKey: apiQueryKey('/customs/init-search'), queryFn: initCustomsSearch });
}
