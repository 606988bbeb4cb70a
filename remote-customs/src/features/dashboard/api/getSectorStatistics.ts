import { apiPostQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

/** Tonnes and USD by sector over the years; the dashboard prefetches the opening years'. */
export const sectorStatisticsQuery = (filter: GraphFilter) => ({
  ...apiPostQuery('/customs/sectorGenerationStatisticsGraphs', filter),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The chart on screen stays while the next one loads. */
export const useSectorStatistics = (filter: GraphFilter) =>
  useQuery({ ...sectorStatisticsQuery(filter), placeholderData: keepPreviousData });
