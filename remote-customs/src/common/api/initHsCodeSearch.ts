import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/**
 * The page sizes and the version of the sector assignments, asked again on every visit but one that follows its
 * prefetch: the version decides which cached pages still hold, and a sector given here invalidates it at once.
 */
export const hsCodeSearchInitQuery = { ...apiGetQuery('/hscode/init-search'), staleTime: PREFETCHED_READ_STALE_MS };

export const useHsCodeSearchInit = () => useQuery(hsCodeSearchInitQuery);
