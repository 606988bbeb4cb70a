import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The flows to choose from and the years that have customs data, the latest first; the dashboard prefetches it. */
export const graphInitQuery = { ...apiGetQuery('/customs/graph-init-search'), staleTime: PREFETCHED_READ_STALE_MS };

export const useGraphInit = () => useQuery(graphInitQuery);
