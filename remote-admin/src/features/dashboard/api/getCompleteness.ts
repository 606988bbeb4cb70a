import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type DistrictCompleteness = ApiResponse<'/admin/completeness', 'get'>['districts'][number];

/** How many authorities of each district have reported this year. */
export const useCompletenessByDistrict = () => useQuery(apiGetQuery('/admin/completeness'));
