import { apiGetQuery, PREFETCHED_READ_STALE_MS, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type Province = ApiResponse<'/master-data/provinces', 'get'>[number];

/** The provinces; the recycler form prefetches them. */
export const provincesQuery = { ...apiGetQuery('/master-data/provinces'), staleTime: PREFETCHED_READ_STALE_MS };

export const useProvinces = () => useQuery(provincesQuery);
