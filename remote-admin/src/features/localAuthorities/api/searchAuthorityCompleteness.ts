import { apiPostQuery, DEFAULT_PAGE, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CompletenessFilters = Pick<
  ApiBody<'/admin/local-authorities/search', 'post'>,
  'name' | 'provinceIds' | 'districtIds' | 'councilTypeIds' | 'authorityIds'
>;
export type AuthorityCompleteness = ApiResponse<'/admin/local-authorities/search', 'post'>['rows'][number];

/** The authorities the searcher finds, each with how complete its data is this year; /local-authorities prefetches the address's. */
export const completenessSearchQuery = (searcher: PageRequest & CompletenessFilters) => ({
  ...apiPostQuery('/admin/local-authorities/search', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useCompletenessSearch = (searcher: PageRequest & CompletenessFilters) =>
  useQuery({ ...completenessSearchQuery(searcher), placeholderData: keepPreviousData });

/** One authority's completeness, its page's (`wasteData/la-view/:id`), which it prefetches. */
export const authorityCompletenessQuery = (localAuthorityId: string) =>
  completenessSearchQuery({ ...DEFAULT_PAGE, pageSize: 1, authorityIds: [localAuthorityId] });

export const useAuthorityCompleteness = (localAuthorityId: string) => useQuery(authorityCompletenessQuery(localAuthorityId));
