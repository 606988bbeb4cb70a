import { apiClient, apiQueryKey, type ApiResponse, type ApiQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type MasterData = ApiResponse<'/recycler/master-data', 'get'>;

export async function getMasterData(): Promise<MasterData> {
  const { data } = await apiClient.get<MasterData>('/recycler/master-data', {
    params: { includeRetired: true } satisfies ApiQuery<'/recycler/master-data', 'get'>,
  });
  return data;
}

/** Every entry, the retired ones too: the registry brings them back or renames them. */
export function useAllMasterData() {
  return useQuery({ queryKey: apiQueryKey('/recycler/master-data', 'includeRetired'), queryFn: getMasterData });
}
