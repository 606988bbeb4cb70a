import { apiClient, apiQueryKey, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { CentreWasteEntryDetail } from './types';

export async function getCentreWasteEntry(id: string, scope: LocalAuthorityScope): Promise<CentreWasteEntryDetail> {
  const { data } = await apiClient.get<CentreWasteEntryDetail>(`/sampath-piyasa/waste-view/${encodeURIComponent(id)}`, { params: scope });
  return data;
}

export function useCentreWasteEntry(id: string, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/waste-view/{id}', id, scope.localAuthorityId),
    queryFn: () => getCentreWasteEntry(id, scope),
  });
}
