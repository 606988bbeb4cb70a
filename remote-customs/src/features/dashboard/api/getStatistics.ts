import { apiPostQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

/** Tonnes and USD per year, per month of the last year, and the top HS codes; the dashboard prefetches the opening years'. */
export const statisticsQuery = (filter: GraphFilter) => ({
  ...apiPostQuery('/customs/statisticsGraphs', filter),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The charts on screen stay while the next ones load. */
export const useStatistics = (filter: GraphFilter) => useQuery({ ...statisticsQuery(filter), placeholderData: keepPreviousData });
