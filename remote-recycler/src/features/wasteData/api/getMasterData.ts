import { apiClient, apiQueryKey } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { MasterData } from './types';

export async function getMasterData(): Promise<MasterData> {
  const { data } = await apiClient.get<MasterData>('/recycler/master-data');
  return data;
}

const masterDataKey = apiQueryKey('/recycler/master-data');

/** The four lists the return's lines name (current entries only). */
export function useMasterData() {
  return useQuery({ queryKey: masterDataKey, queryFn: getMasterData });
}
