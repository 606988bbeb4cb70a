import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Completeness = ApiResponse<'/admin/completeness', 'get'>;
export type DistrictCompleteness = Completeness['districts'][number];

/** How many authorities of each district have reported this year. */
export async function getCompleteness(): Promise<Completeness> {
  const { data } = await apiClient.get<Completeness>('/admin/completeness');
  return data;
}

export function useCompletenessByDistrict() {
  return useQuery({ queryKey: apiQueryKey('/admin/completeness'), queryFn: getCompleteness });
}
