import { apiClient, apiQueryKey, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type WasteRecordDetail = ApiResponse<'/local-authority/waste-view/{id}', 'get'>;

export async function getWasteRecord(id: string, scope: LocalAuthorityScope): Promise<WasteRecordDetail> {
  const { data } = await apiClient.get<WasteRecordDetail>(`/local-authority/waste-view/${encodeURIComponent(id)}`, { params: scope });
  return data;
}

export const wasteRecordKey = (id: string, scope: LocalAuthorityScope) =>
  apiQueryKey('/local-authority/waste-view/{id}', id, scope.localAuthorityId);

export function useWasteRecord(id: string, scope: LocalAuthorityScope) {
  return useQuery({ queryKey: wasteRecordKey(id, scope), queryFn: () => getWasteRecord(id, scope) });
}
