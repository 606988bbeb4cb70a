import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Codes seen in customs files without a sector yet; the page prefetches the address's search. */
export const pendingHsCodesQuery = (searcher: ApiBody<'/hscode/search-new', 'post'>) => ({
  ...apiPostQuery('/hscode/search-new', searcher),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const usePendingHsCodes = (searcher: ApiBody<'/hscode/search-new', 'post'>) =>
  useQuery({ ...pendingHsCodesQuery(searcher), placeholderData: keepPreviousData });
