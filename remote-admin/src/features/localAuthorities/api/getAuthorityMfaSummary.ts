import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The authority's plastic totals for a year, looked up by a super admin (not acting as it). */
export const useAuthorityMfaSummary = (localAuthorityId: string, year: number) =>
  useQuery(apiGetQuery('/admin/local-authorities/{id}/mfa-summary', { path: { id: localAuthorityId }, query: { year } }));
