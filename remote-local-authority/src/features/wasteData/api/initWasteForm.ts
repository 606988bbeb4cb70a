import { apiGetQuery, PREFETCHED_READ_STALE_MS, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The form's choices; the add and correct pages prefetch them. */
export const wasteFormOptionsQuery = (scope: LocalAuthorityScope) => ({
  ...apiGetQuery('/local-authority/init-waste-form', { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useWasteFormOptions = (scope: LocalAuthorityScope) => useQuery(wasteFormOptionsQuery(scope));
