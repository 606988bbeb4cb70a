import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Recycler = ApiResponse<'/recycler/view/{id}', 'get'>;

export async function getRecycler(id: string): Promise<Recycler> {
  const { data } = await apiClient.get<Recycler>(`/recycler/view/${encodeURIComponent(id)}`);
  return data;
}

/** The registry entry with its sign-in accounts; nothing is asked for on a page without an id (registering). */
export function useRecycler(id: string | undefined) {
  return useQuery({ queryKey: apiQueryKey('/recycler/view/{id}', id), queryFn: () => getRecycler(id ?? ''), enabled: id !== undefined });
}
