import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The list's filter choices and page sizes; the list's manifest entry prefetches them. */
export const wasteSearchOptionsQuery = () => ({
  ...apiGetQuery('/local-authority/init-waste-search'),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useWasteSearchOptions = () => useQuery(wasteSearchOptionsQuery());
