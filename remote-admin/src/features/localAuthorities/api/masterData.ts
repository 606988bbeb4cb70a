import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Province = ApiResponse<'/master-data/provinces', 'get'>[number];
export type District = ApiResponse<'/master-data/districts', 'post'>[number];
export type CouncilType = ApiResponse<'/master-data/get-la-types', 'get'>[number];
export type LocalAuthorityItem = ApiResponse<'/master-data/local-authorities', 'post'>[number];

/** Spec section 7's master-data calls, for the searcher's multi-selects. */
export function useProvinceList() {
  return useQuery({
    queryKey: apiQueryKey('/master-data/provinces'),
    queryFn: async () => (await apiClient.get<Province[]>('/master-data/provinces')).data,
  });
}

export function useDistrictList(provinceIds: string[]) {
  return useQuery({
    queryKey: apiQueryKey('/master-data/districts', provinceIds),
    queryFn: async () => (await apiClient.post<District[]>('/master-data/districts', { provinceIds })).data,
  });
}

export function useCouncilTypes() {
  return useQuery({
    queryKey: apiQueryKey('/master-data/get-la-types'),
    queryFn: async () => (await apiClient.get<CouncilType[]>('/master-data/get-la-types')).data,
  });
}

/** The by-council-type variant: the authorities of the chosen council types (and districts). */
export function useAuthoritiesByCouncilType(councilTypeIds: string[], districtIds: string[]) {
  return useQuery({
    queryKey: apiQueryKey('/master-data/local-authorities', councilTypeIds, districtIds),
    queryFn: async () =>
      (await apiClient.post<LocalAuthorityItem[]>('/master-data/local-authorities', { councilTypeIds, districtIds })).data,
  });
}
