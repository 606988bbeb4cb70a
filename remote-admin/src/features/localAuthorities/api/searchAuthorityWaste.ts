import { apiPostQuery, PREFETCHED_READ_STALE_MS, type ApiBody, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type WasteRecord = ApiResponse<'/admin/local-authorities/{id}/waste', 'post'>['rows'][number];
type WastePage = ApiBody<'/admin/local-authorities/{id}/waste', 'post'>;

/** The authority's waste data records, looked up by a super admin (not acting as it); its page prefetches the address's page. */
export const authorityWasteQuery = (localAuthorityId: string, page: WastePage) => ({
  ...apiPostQuery('/admin/local-authorities/{id}/waste', page, { path: { id: localAuthorityId } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The page on screen stays while the next one loads. */
export const useAuthorityWaste = (localAuthorityId: string, page: WastePage) =>
  useQuery({ ...authorityWasteQuery(localAuthorityId, page), placeholderData: keepPreviousData });
