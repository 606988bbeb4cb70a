import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type LocalAuthorityScope } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

type CentreSearcher = ApiBody<'/sampath-piyasa/search-center', 'post'>;

/** A page of the authority's centres; the list's manifest entry prefetches the first. */
export const centreSearchQuery = (searcher: CentreSearcher, scope: LocalAuthorityScope) => ({
  ...apiPostQuery('/sampath-piyasa/search-center', searcher, { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** One page of the authority's centres; the page on screen stays while the next one loads. */
export const useCentreSearch = (searcher: CentreSearcher, scope: LocalAuthorityScope) =>
  useQuery({ ...centreSearchQuery(searcher, scope), placeholderData: keepPreviousData });
