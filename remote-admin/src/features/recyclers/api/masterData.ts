import { apiClient, apiQueryKey, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type MasterData = ApiResponse<'/recycler/master-data', 'get'>;
export type MasterDataInput = ApiBody<'/recycler/save-master-data', 'post'>;
export type MasterDataList = MasterDataInput['list'];

export const MASTER_DATA_LISTS = [
  'plasticSources',
  'hardPlasticProductTypes',
  'softPlasticProductTypes',
  'plasticRejectedDestinations',
] as const satisfies readonly MasterDataList[];

/** Every entry, the retired ones too: the registry brings them back or renames them. */
export function useAllMasterData() {
  return useQuery({
    queryKey: apiQueryKey('/recycler/master-data', 'includeRetired'),
    queryFn: async () => (await apiClient.get<MasterData>('/recycler/master-data', { params: { includeRetired: true } })).data,
  });
}

export function useSaveMasterData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MasterDataInput) => (await apiClient.post('/recycler/save-master-data', input)).data,
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/master-data'),
  });
}
