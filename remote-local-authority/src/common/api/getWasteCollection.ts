import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type CollectedKg = ApiResponse<'/local-authority/la-waste-collection', 'post'>['totals'];

/**
 * An authority's waste by month of one year, with the ten years that may be chosen (spec section 9). The
 * dashboard prefetches the current year's (its manifest entry).
 */
export const wasteCollectionQuery = (year: number, scope: LocalAuthorityScope) => ({
  ...apiPostQuery('/local-authority/la-waste-collection', { year }, { query: scope }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useWasteCollection = (year: number, scope: LocalAuthorityScope) => useQuery(wasteCollectionQuery(year, scope));
