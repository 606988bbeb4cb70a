import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

type SectorStatistics = ApiResponse<'/customs/sectorGenerationStatisticsGraphs', 'post'>;

export async function getSectorStatistics(filter: GraphFilter): Promise<SectorStatistics> {
  const { data } = await apiClient.post<SectorStatistics>('/customs/sectorGenerationStatisticsGraphs', filter);
  return data;
}

/** Tonnes and USD by sector over the years; none until the years are known. */
export function useSectorStatistics(filter: GraphFilter | null) {
  return useQuery({
    queryKey: apiQueryKey('/customs/sectorGenerationStatisticsGraphs', filter),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    queryFn: () => getSectorStatistics(filter!),
  });
}
