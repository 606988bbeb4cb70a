import { apiPostQuery, type ApiBody, type ApiResponse } from '@waste/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type Centre = ApiResponse<'/admin/local-authorities/{id}/centres', 'post'>['rows'][number];

/** The authority's Sampath Piyasa centres, looked up by a super admin (not acting as it). */
export const useAuthorityCentres = (localAuthorityId: string, page: ApiBody<'/admin/local-authorities/{id}/centres', 'post'>) =>
  useQuery({
    ...apiPostQuery('/admin/local-authorities/{id}/centres', page, { path: { id: localAuthorityId } }),
    placeholderData: keepPreviousData,
  });
