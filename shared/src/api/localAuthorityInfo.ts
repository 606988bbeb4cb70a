import { queryOptions } from '@tanstack/react-query';
import { apiGetQuery } from './request';

/**
 * An authority's reference data (name, council type, district, province), which nothing in the product
 * changes: fetched once a page load, whoever asks (the role switcher before a switch, the authority's own
 * dashboard, a super admin's view of it). Without an id the server answers for the user's own authority.
 */
export const localAuthorityInfoQuery = (localAuthorityId: string | undefined) =>
  queryOptions({ ...apiGetQuery('/local-authority/get-la-info', { query: { localAuthorityId } }), staleTime: Infinity });
