import { apiPostQuery } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

/** Tonnes and USD by partner country, the largest first and the rest together; the chart on screen stays while the next one loads. */
export const usePartnerStatistics = (filter: GraphFilter) =>
  useQuery({ ...apiPostQuery('/customs/partnerStatisticsGraphs', filter), placeholderData: keepPreviousData });
