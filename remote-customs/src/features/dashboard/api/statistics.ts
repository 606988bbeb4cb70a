import { apiClient, apiQueryKey } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface GraphFilter {
  /** '' for import and export together (spec section 7). */
  type: '' | 'IMPORT' | 'EXPORT';
  year: number;
  toYear: number;
}

interface Amount {
  tonnes: number;
  valueUsd: number;
}

export interface Statistics {
  perYear: (Amount & { year: number })[];
  perMonth: (Amount & { month: number })[];
  topHsCodes: (Amount & { hsCode: string; description: string })[];
}

export interface SectorStatistics {
  sectors: (Amount & { sectorId: string | null; sectorName: string | null })[];
}

export function useGraphInit() {
  return useQuery({
    queryKey: apiQueryKey('/customs/graph-init-search'),
    queryFn: async () =>
      (await apiClient.get<{ importExportType: { id: string; name: string }[]; years: number[] }>('/customs/graph-init-search')).data,
  });
}

export function useStatistics(filter: GraphFilter | null) {
  return useQuery({
    queryKey: [...apiQueryKey('/customs/statisticsGraphs'), filter],
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiClient.post<Statistics>('/customs/statisticsGraphs', filter)).data,
  });
}

export function useSectorStatistics(filter: GraphFilter | null) {
  return useQuery({
    queryKey: [...apiQueryKey('/customs/sectorGenerationStatisticsGraphs'), filter],
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiClient.post<SectorStatistics>('/customs/sectorGenerationStatisticsGraphs', filter)).data,
  });
}
