import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type MasterData = ApiResponse<'/recycler/master-data', 'get'>;

/** Every entry, the retired ones too: the registry brings them back or renames them. */
export const useAllMasterData = () => useQuery(apiGetQuery('/recycler/master-data', { query: { includeRetired: true } }));
