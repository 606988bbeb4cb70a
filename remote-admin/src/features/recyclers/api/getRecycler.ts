import { apiGetQuery, PREFETCHED_READ_STALE_MS, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Recycler = ApiResponse<'/recycler/view/{id}', 'get'>;

/** The registry entry with its sign-in accounts; its view and edit pages prefetch it. */
export const recyclerQuery = (id: string) => ({
  ...apiGetQuery('/recycler/view/{id}', { path: { id } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** Nothing is asked for on a page without an id (registering). */
export const useRecycler = (id: string | undefined) => useQuery({ ...recyclerQuery(id ?? ''), enabled: id !== undefined });
