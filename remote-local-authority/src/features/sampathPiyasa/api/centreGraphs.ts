import { apiClient, apiQueryKey, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { CentreGraphBody, CollectedGraph, RecyclableGraph } from './types';

export async function getCollectedGraph(body: CentreGraphBody, scope: LocalAuthorityScope): Promise<CollectedGraph> {
  const { data } = await apiClient.post<CollectedGraph>('/sampath-piyasa/collected-quantities-graph', body, { params: scope });
  return data;
}

export async function getRecyclableGraph(body: CentreGraphBody, scope: LocalAuthorityScope): Promise<RecyclableGraph> {
  const { data } = await apiClient.post<RecyclableGraph>('/sampath-piyasa/recyclable-waste-graph', body, { params: scope });
  return data;
}

export function useCollectedGraph(body: CentreGraphBody, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/collected-quantities-graph', scope.localAuthorityId, body),
    queryFn: () => getCollectedGraph(body, scope),
  });
}

export function useRecyclableGraph(body: CentreGraphBody, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/recyclable-waste-graph', scope.localAuthorityId, body),
    queryFn: () => getRecyclableGraph(body, scope),
  });
}
