import { apiPostQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

/** Tonnes and USD by partner country, the largest first and the rest together; the dashboard prefetches the opening years'. */
export const partnerStatisticsQuery = (filter: GraphFilter) => ({
  ...apiPostQuery('/customs/partnerStatisticsGraphs', filter),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The chart on screen stays while the next one loads. */
export const usePartnerStatistics = (filter: GraphFilter) =>
  useQuery({ ...partnerStatisticsQuery(filter), placeholderData: keepPreviousData });
