import { useQuery } from '@tanstack/react-query';
import { nationalMfaSummaryQuery } from '@/common/api/getNationalMfaSummary';

/** The national summary, read here for its list of provinces (the same query, so the same cache, as the dashboard's). */
export const useNationalSummaryProvinces = (year: number) =>
  useQuery({ ...nationalMfaSummaryQuery(year), select: (data) => data.provinces });
