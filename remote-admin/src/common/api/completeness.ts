import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CompletenessFilters = Pick<
  ApiBody<'/admin/local-authorities/search', 'post'>,
  'name' | 'provinceIds' | 'districtIds' | 'councilTypeIds' | 'authorityIds'
>;
export type CompletenessSearcher = PageRequest & CompletenessFilters;
export type CompletenessResult = ApiResponse<'/admin/local-authorities/search', 'post'>;
export type AuthorityCompleteness = CompletenessResult['rows'][number];
export type DistrictCompleteness = ApiResponse<'/admin/completeness', 'get'>['districts'][number];

export function useCompletenessSearch(searcher: CompletenessSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/search', searcher),
    queryFn: async () => (await apiClient.post<CompletenessResult>('/admin/local-authorities/search', searcher)).data,
    placeholderData: keepPreviousData,
  });
}

export function useCompletenessByDistrict() {
  return useQuery({
    queryKey: apiQueryKey('/admin/completeness'),
    queryFn: async () => (await apiClient.get<ApiResponse<'/admin/completeness', 'get'>>('/admin/completeness')).data,
  });
}
