import { apiClient, type LocalAuthorityScope } from '@waste/shared';
import type { WasteDataInput, WasteRecord } from './types';

export async function insertWasteData(input: WasteDataInput, scope: LocalAuthorityScope): Promise<WasteRecord> {
  const { data } = await apiClient.post<WasteRecord>('/local-authority/insert/la-waste-data', input, { params: scope });
  return data;
}
