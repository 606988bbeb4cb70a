import { apiClient, apiQueryKey, type ApiBody, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type LocalAuthorityItem = ApiResponse<'/master-data/local-authorities', 'post'>[number];

/** The searcher's by-council-type list: the authorities of the chosen council types (and districts). */
export async function getAuthoritiesByCouncilType(body: ApiBody<'/master-data/local-authorities', 'post'>): Promise<LocalAuthorityItem[]> {
  const { data } = await apiClient.post<LocalAuthorityItem[]>('/master-data/local-authorities', body);
  return data;
}

export function useAuthoritiesByCouncilType(councilTypeIds: string[], districtIds: string[]) {
  return useQuery({
    queryKey: apiQueryKey('/master-data/local-authorities', councilTypeIds, districtIds),
    queryFn: () => getAuthoritiesByCouncilType({ councilTypeIds, districtIds }),
  });
}
