import { apiGetQuery, PREFETCHED_READ_STALE_MS, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** One centre entry; the view and correct pages prefetch it by the address's id. */
export const centreWasteEntryQuery = (id: string, scope: LocalAuthorityScope) => ({
  ...apiGetQuery('/sampath-piyasa/waste-view/{id}', { path: { id }, query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useCentreWasteEntry = (id: string, scope: LocalAuthorityScope) => useQuery(centreWasteEntryQuery(id, scope));
