import { apiClient, apiQueryKey, PREFETCHED_READ_STALE_MS, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** An authority's waste by month of one year, with the ten years that may be chosen (spec section 9). */
export type WasteCollection = ApiResponse<'/local-authority/la-waste-collection', 'post'>;
export type CollectedKg = WasteCollection['totals'];

export async function getWasteCollection(year: number, scope: LocalAuthorityScope): Promise<WasteCollection> {
  const { data } = await apiClient.post<WasteCollection>('/local-authority/la-waste-collection', { year }, { params: scope });
  return data;
}

export const wasteCollectionKey = (year: number, scope: LocalAuthorityScope) =>
  apiQueryKey('/local-authority/la-waste-collection', year, scope.localAuthorityId);

/** The dashboard prefetches the current year's (its manifest entry). */
export const wasteCollectionQuery = (year: number, scope: LocalAuthorityScope) =>
  queryOptions({
    queryKey: wasteCollectionKey(year, scope),
    queryFn: () => getWasteCollection(year, scope),
    staleTime: PREFETCHED_READ_STALE_MS,
  });

export function useWasteCollection(year: number, scope: LocalAuthorityScope) {
  return useQuery(wasteCollectionQuery(year, scope));
}
