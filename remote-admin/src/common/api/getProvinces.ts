import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Province = ApiResponse<'/master-data/provinces', 'get'>[number];

export async function getProvinces(): Promise<Province[]> {
  const { data } = await apiClient.get<Province[]>('/master-data/provinces');
  return data;
}

export const provincesKey = apiQueryKey('/master-data/provinces');

export function useProvinces() {
  return useQuery({ queryKey: provincesKey, queryFn: getProvinces });
}
