import { apiClient, apiQueryKey, type ApiBody, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type District = ApiResponse<'/master-data/districts', 'post'>[number];

export async function getDistricts(body: ApiBody<'/master-data/districts', 'post'>): Promise<District[]> {
  const { data } = await apiClient.post<District[]>('/master-data/districts', body);
  return data;
}

/** The districts of the chosen provinces, or every district when none is given. */
export function useDistricts(provinceIds?: string[]) {
  return useQuery({
    queryKey: apiQueryKey('/master-data/districts', provinceIds ?? 'all'),
    queryFn: () => getDistricts(provinceIds ? { provinceIds } : {}),
  });
}
