import { apiGetQuery, PREFETCHED_READ_STALE_MS, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The authority, its centres and the form's choices; the pages with a centre form prefetch them. */
export const centreWasteFormOptionsQuery = (scope: LocalAuthorityScope) => ({
  ...apiGetQuery('/sampath-piyasa/init-waste-form', { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useCentreWasteFormOptions = (scope: LocalAuthorityScope) => useQuery(centreWasteFormOptionsQuery(scope));
