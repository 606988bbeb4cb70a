import { apiPostQuery } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GraphFilter } from './types';

/** Tonnes and USD per year, per month of the last year, and the top HS codes; the charts on screen stay while the next ones load. */
export const useStatistics = (filter: GraphFilter) =>
  useQuery({ ...apiPostQuery('/customs/statisticsGraphs', filter), placeholderData: keepPreviousData });
