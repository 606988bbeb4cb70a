import { apiPostQuery, type ApiBody, type LocalAuthorityScope } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of the authority's centres; the page on screen stays while the next one loads. */
export const useCentreSearch = (searcher: ApiBody<'/sampath-piyasa/search-center', 'post'>, scope: LocalAuthorityScope) =>
  useQuery({ ...apiPostQuery('/sampath-piyasa/search-center', searcher, { query: scope }), placeholderData: keepPreviousData });
