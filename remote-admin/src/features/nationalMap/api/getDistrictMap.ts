import { apiGetQuery, PREFETCHED_READ_STALE_MS, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type DistrictFigures = ApiResponse<'/admin/district-map', 'get'>['districts'][number];

/** Every district's completeness, collection coverage and leakage per person for a year; the dashboard prefetches this year's. */
export const districtMapQuery = (year: number) => ({
  ...apiGetQuery('/admin/district-map', { query: { year } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

export const useDistrictMap = (year: number) => useQuery(districtMapQuery(year));
