import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The page sizes the flow's lines offer; the import and export pages prefetch them. */
export const customsSearchInitQuery = { ...apiGetQuery('/customs/init-search'), staleTime: PREFETCHED_READ_STALE_MS };

export const useCustomsSearchInit = () => useQuery(customsSearchInitQuery);
