import { apiClient, apiQueryKey, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CompletenessFilters = Pick<
  ApiBody<'/admin/local-authorities/search', 'post'>,
  'name' | 'provinceIds' | 'districtIds' | 'councilTypeIds' | 'authorityIds'
>;
export type CompletenessSearcher = PageRequest & CompletenessFilters;
export type CompletenessResult = ApiResponse<'/admin/local-authorities/search', 'post'>;
export type AuthorityCompleteness = CompletenessResult['rows'][number];

/** The authorities the searcher finds, each with how complete its data is this year. */
export async function searchAuthorityCompleteness(searcher: CompletenessSearcher): Promise<CompletenessResult> {
  const { data } = await apiClient.post<CompletenessResult>('/admin/local-authorities/search', searcher);
  return data;
}

export function useCompletenessSearch(searcher: CompletenessSearcher) {
  return useQuery({
    queryKey: apiQueryKey('/admin/local-authorities/search', searcher),
    queryFn: () => searchAuthorityCompleteness(searcher),
    placeholderData: keepPreviousData,
  });
}
