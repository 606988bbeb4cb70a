import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The national summary, read here for its list of provinces (the same query, so the same cache, as the dashboard's). */
export const useNationalSummaryProvinces = (year: number) =>
  useQuery({ ...apiGetQuery('/mfa/mfa-national-summary', { query: { year } }), select: (data) => data.provinces });
