import { apiPostQuery } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

/** Tonnes and USD by sector over the years; the chart on screen stays while the next one loads. */
export const useSectorStatistics = (filter: GraphFilter) =>
  useQuery({ ...apiPostQuery('/customs/sectorGenerationStatisticsGraphs', filter), placeholderData: keepPreviousData });
