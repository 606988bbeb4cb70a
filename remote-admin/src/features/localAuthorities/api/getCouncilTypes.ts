import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type CouncilType = ApiResponse<'/master-data/get-la-types', 'get'>[number];

export async function getCouncilTypes(): Promise<CouncilType[]> {
  const { data } = await apiClient.get<CouncilType[]>('/master-data/get-la-types');
  return data;
}

export function useCouncilTypes() {
  return useQuery({ queryKey: apiQueryKey('/master-data/get-la-types'), queryFn: getCouncilTypes });
}
