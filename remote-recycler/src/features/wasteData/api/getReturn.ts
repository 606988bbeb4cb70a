import { apiGetQuery, PREFETCHED_READ_STALE_MS, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** One return; the view and correct pages prefetch it by the address's id. */
export const returnQuery = (id: string, scope: RecyclerScope) => ({
  ...apiGetQuery('/recycler/waste-data-detail/{id}', { path: { id }, query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useReturn = (id: string, scope: RecyclerScope) => useQuery(returnQuery(id, scope));
