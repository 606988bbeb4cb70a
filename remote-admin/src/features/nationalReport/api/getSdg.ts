import { apiGetQuery } from '@waste/shared';
import { useQueries, useQuery } from '@tanstack/react-query';

/** SDG 11.6.1 for the nation (with the published figures beside it). */
export const useNationalSdg = (year: number) => useQuery(apiGetQuery('/mfa/sdg-11-6-1', { query: { year, level: 'NATIONAL' } }));

/** SDG 11.6.1 for each province named. */
export const useProvincesSdg = (year: number, provinceIds: readonly string[]) =>
  useQueries({
    queries: provinceIds.map((id) => apiGetQuery('/mfa/sdg-11-6-1', { query: { year, level: 'PROVINCE', id } })),
  });
