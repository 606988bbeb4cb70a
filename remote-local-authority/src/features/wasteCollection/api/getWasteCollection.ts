import { apiClient, apiQueryKey, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** An authority's waste by month of one year, with the ten years that may be chosen (spec section 9). */
export type WasteCollection = ApiResponse<'/local-authority/la-waste-collection', 'post'>;
export type CollectedKg = WasteCollection['totals'];

export async function getWasteCollection(year: number, scope: LocalAuthorityScope): Promise<WasteCollection> {
  const { data } = await apiClient.post<WasteCollection>('/local-authority/la-waste-collection', { year }, { params: scope });
  return data;
}

export const wasteCollectionKey = (year: number, scope: LocalAuthorityScope) => apiQueryKey('/local-authority/la-waste-collection', year, scope.localAuthorityId);

export function useWasteCollection(year: number, scope: LocalAuthorityScope) {
  return useQuery({ queryKey: wasteCollectionKey(year, scope), queryFn: () => getWasteCollection(year, scope) });
}
