import { apiClient, apiQueryKey, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { RecyclerReturnDetail } from './types';

export async function getReturn(id: string, scope: RecyclerScope): Promise<RecyclerReturnDetail> {
  const { data } = await apiClient.get<RecyclerReturnDetail>(`/recycler/waste-data-detail/${encodeURIComponent(id)}`, { params: scope });
  return data;
}

const returnKey = (id: string, scope: RecyclerScope) => apiQueryKey('/recycler/waste-data-detail/{id}', id, scope.recyclerId);

export function useReturn(id: string, scope: RecyclerScope) {
  return useQuery({ queryKey: returnKey(id, scope), queryFn: () => getReturn(id, scope) });
}
