import { apiPostQuery, type ApiBody, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type WasteRecord = ApiResponse<'/admin/local-authorities/{id}/waste', 'post'>['rows'][number];

/** The authority's waste data records, looked up by a super admin (not acting as it). */
export const useAuthorityWaste = (localAuthorityId: string, page: ApiBody<'/admin/local-authorities/{id}/waste', 'post'>) =>
  useQuery({
    ...apiPostQuery('/admin/local-authorities/{id}/waste', page, { path: { id: localAuthorityId } }),
    placeholderData: keepPreviousData,
  });
