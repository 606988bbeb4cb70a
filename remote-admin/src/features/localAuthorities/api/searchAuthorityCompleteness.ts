import { apiPostQuery, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CompletenessFilters = Pick<
  ApiBody<'/admin/local-authorities/search', 'post'>,
  'name' | 'provinceIds' | 'districtIds' | 'councilTypeIds' | 'authorityIds'
>;
export type AuthorityCompleteness = ApiResponse<'/admin/local-authorities/search', 'post'>['rows'][number];

/** The authorities the searcher finds, each with how complete its data is this year. */
export const useCompletenessSearch = (searcher: PageRequest & CompletenessFilters) =>
  useQuery({ ...apiPostQuery('/admin/local-authorities/search', searcher), placeholderData: keepPreviousData });
