import { apiClient, apiQueryKey, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { Centre } from './types';

export async function getCentre(id: string, scope: LocalAuthorityScope): Promise<Centre> {
  const { data } = await apiClient.get<Centre>(`/sampath-piyasa/center/${encodeURIComponent(id)}`, { params: scope });
  return data;
}

export function useCentre(id: string | undefined, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/center/{id}', id, scope.localAuthorityId),
    queryFn: () => getCentre(id ?? '', scope),
    enabled: id !== undefined,
  });
}
