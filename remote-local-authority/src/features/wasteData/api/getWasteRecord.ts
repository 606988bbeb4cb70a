import { apiGetQuery, PREFETCHED_READ_STALE_MS, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** One record; the view and correct pages prefetch it by the address's id. */
export const wasteRecordQuery = (id: string, scope: LocalAuthorityScope) => ({
  ...apiGetQuery('/local-authority/waste-view/{id}', { path: { id }, query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useWasteRecord = (id: string, scope: LocalAuthorityScope) => useQuery(wasteRecordQuery(id, scope));
