import { apiCall, apiPostQuery } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cachedHsPage, storeHsPage } from '@/common/api/hsCodePageCache';
import type { HsCodeSearcher } from '@/common/api/types';

/**
 * Spec section 4: HS code pages are kept in local storage by their search and reused without a call, as
 * long as the server's version of the sector assignments (from init-search) is the one they were read at.
 */
export function useHsCodes(searcher: HsCodeSearcher, version: string | undefined) {
  return useQuery({
    queryKey: [...apiPostQuery('/hscode/search', searcher).queryKey, version],
    enabled: version !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const cached = cachedHsPage(version ?? '', searcher);
      if (cached) return cached;
      const page = await apiCall('post', '/hscode/search', { body: searcher });
      storeHsPage(page.version, searcher, page);
      return page;
    },
  });
}
