import { apiClient, type LocalAuthorityScope } from '@waste/shared';

export interface CollectedKg {
  collectedKg: number;
  recycledKg: number;
  recoveredKg: number;
  rejectedKg: number;
  discardedKg: number;
}

/** An authority's waste by month of one year, with the ten years that may be chosen (spec section 9). */
export interface WasteCollection {
  localAuthorityId: string;
  year: number;
  years: number[];
  months: (CollectedKg & { month: number })[];
  totals: CollectedKg;
}

export async function getWasteCollection(year: number, scope: LocalAuthorityScope): Promise<WasteCollection> {
  const { data } = await apiClient.post<WasteCollection>('/local-authority/la-waste-collection', { year }, { params: scope });
  return data;
}
