import { apiClient, apiQueryKey, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { GraphYears, NationalGraph, OwnGraph } from './types';

export async function getOwnGraph(years: GraphYears, scope: RecyclerScope): Promise<OwnGraph> {
  const { data } = await apiClient.post<OwnGraph>('/recycler/own-graph', years, { params: scope });
  return data;
}

export async function getNationalGraph(years: GraphYears, scope: RecyclerScope): Promise<NationalGraph> {
  const { data } = await apiClient.post<NationalGraph>('/recycler/national-graph', years, { params: scope });
  return data;
}

export function useOwnGraph(years: GraphYears, scope: RecyclerScope) {
  return useQuery({ queryKey: apiQueryKey('/recycler/own-graph', scope.recyclerId, years), queryFn: () => getOwnGraph(years, scope) });
}

export function useNationalGraph(years: GraphYears, scope: RecyclerScope) {
  return useQuery({
    queryKey: apiQueryKey('/recycler/national-graph', scope.recyclerId, years),
    queryFn: () => getNationalGraph(years, scope),
  });
}
