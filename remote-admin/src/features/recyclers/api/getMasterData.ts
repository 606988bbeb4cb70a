import { apiGetQuery, PREFETCHED_READ_STALE_MS, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type MasterData = ApiResponse<'/recycler/master-data', 'get'>;

/** Every entry, the retired ones too: the registry brings them back or renames them. The page prefetches it. */
export const allMasterDataQuery = {
  ...apiGetQuery('/recycler/master-data', { query: { includeRetired: true } }),
  staleTime: PREFETCHED_READ_STALE_MS,
};

export const useAllMasterData = () => useQuery(allMasterDataQuery);
