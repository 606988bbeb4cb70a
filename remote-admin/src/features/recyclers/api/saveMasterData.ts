import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type MasterDataInput = ApiBody<'/recycler/save-master-data', 'post'>;
export type MasterDataList = MasterDataInput['list'];

/** A new entry, a new name or a retirement (a retired entry stays on old returns). */
export function useSaveMasterData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MasterDataInput) => apiCall('post', '/recycler/save-master-data', { body: input }),
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/master-data'),
  });
}
