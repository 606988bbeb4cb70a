import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type MasterDataInput = ApiBody<'/recycler/save-master-data', 'post'>;
export type MasterDataList = MasterDataInput['list'];

/** A new entry, a new name or a retirement (a retired entry stays on old returns). */
export async function saveMasterData(input: MasterDataInput): Promise<ApiResponse<'/recycler/save-master-data', 'post'>> {
  const { data } = await apiClient.post<ApiResponse<'/recycler/save-master-data', 'post'>>('/recycler/save-master-data', input);
  return data;
}

export function useSaveMasterData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMasterData, onSuccess: () => void invalidateApiReads(queryClient, '/recycler/master-data') });
}
