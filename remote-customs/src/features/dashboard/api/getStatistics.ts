import { apiClient, apiQueryKey, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

type Statistics = ApiResponse<'/customs/statisticsGraphs', 'post'>;

export async function getStatistics(filter: GraphFilter): Promise<Statistics> {
  const { data } = await apiClient.post<Statistics>('/customs/statisticsGraphs', filter);
  return data;
}

/** Tonnes and USD per year, per month of the last year, and the top HS codes; none until the years are known. */
export function useStatistics(filter: GraphFilter | null) {
  return useQuery({
    queryKey: apiQueryKey('/customs/statisticsGraphs', filter),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    queryFn: () => getStatistics(filter!),
  });
}
