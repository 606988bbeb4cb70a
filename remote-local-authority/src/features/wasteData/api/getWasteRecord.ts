import { apiClient, type LocalAuthorityScope } from '@waste/shared';
import type { WasteRecordDetail } from './types';

export async function getWasteRecord(id: string, scope: LocalAuthorityScope): Promise<WasteRecordDetail> {
  const { data } = await apiClient.get<WasteRecordDetail>(`/local-authority/waste-view/${encodeURIComponent(id)}`, { params: scope });
  return data;
}
