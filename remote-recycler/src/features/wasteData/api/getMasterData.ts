import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The four lists the return's lines name (current entries only); the add and correct pages prefetch them. */
export const masterDataQuery = () => ({ ...apiGetQuery('/recycler/master-data'), staleTime: PREFETCHED_READ_STALE_MS });

export const useMasterData = () => useQuery(masterDataQuery());
