import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type DistrictFigures = ApiResponse<'/admin/district-map', 'get'>['districts'][number];

/** Every district's completeness, collection coverage and leakage per person for a year. */
export const useDistrictMap = (year: number) => useQuery(apiGetQuery('/admin/district-map', { query: { year } }));
