import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type HsCodeEdit = ApiResponse<'/hscode/edit/{id}', 'get'>;

export async function editHsCode(id: string): Promise<HsCodeEdit> {
  const { data } = await apiClient.get<HsCodeEdit>(`/hscode/edit/${encodeURIComponent(id)}`);
  return data;
}

/** One code and the sectors it may be given. */
export function useHsCodeEdit(id: string) {
  return useQuery({ queryKey: apiQueryKey('/hscode/edit/{id}', id), queryFn: () => editHsCode(id) });
}
