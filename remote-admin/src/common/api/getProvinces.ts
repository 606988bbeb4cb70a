import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Province = ApiResponse<'/master-data/provinces', 'get'>[number];

export const useProvinces = () => useQuery(apiGetQuery('/master-data/provinces'));
