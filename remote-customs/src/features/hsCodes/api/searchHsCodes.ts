import { apiCall, apiPostQuery, PREFETCHED_READ_STALE_MS, type PageRequest } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cachedHsPage, storeHsPage } from '@/common/api/hsCodePageCache';
import type { HsCodeSearcher } from '@/common/api/types';
import type { CodeSectorFilters } from '@/common/hooks/useCodeSectorSearch';

/** The list's search as the server takes it: a code prefix or words, and a sector. */
export const hsCodeSearcher = (page: PageRequest, filters: CodeSectorFilters): HsCodeSearcher => ({
  ...page,
  hsCode: filters.code,
  sectorId: filters.sector,
});

/**
 * Spec section 4: HS code pages are kept in local storage by their search and reused without a call, as
 * long as the server's version of the sector assignments (from init-search) is the one they were read at.
 */
export const hsCodesQuery = (searcher: HsCodeSearcher, version: string) => ({
  queryKey: [...apiPostQuery('/hscode/search', searcher).queryKey, version],
  queryFn: async () => {
    const cached = cachedHsPage(version, searcher);
    if (cached) return cached;
    const page = await apiCall('post', '/hscode/search', { body: searcher });
    storeHsPage(page.version, searcher, page);
    return page;
  },
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** No search before the version is known. */
export function useHsCodes(searcher: HsCodeSearcher, version: string | undefined) {
  return useQuery({
    ...hsCodesQuery(searcher, version ?? ''),
    enabled: version !== undefined,
    placeholderData: keepPreviousData,
  });
}
