import { apiPostQuery, colomboYear, type ApiBody, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { AdminRequestDetail } from './getRequest';

export type RequestEffect = ApiResponse<'/mfa/what-if', 'post'>;
type Changes = ApiBody<'/mfa/what-if', 'post'>['changes'];

const OPEN = [0, 1];

/**
 * What completing an open parameter request would do to its authority's MFA this year: the server's what-if with
 * the request's changes, saved nowhere. A closed request has none (its changes are applied or dropped).
 */
export function useRequestEffect(request: AdminRequestDetail) {
  const year = colomboYear();
  const changes = request.changes as Changes;
  return useQuery({
    ...apiPostQuery('/mfa/what-if', { year, changes }, { query: { localAuthorityId: request.localAuthorityId ?? undefined } }),
    enabled: request.kind === 'PARAMETERS' && request.localAuthorityId !== null && changes.length > 0 && OPEN.includes(request.status),
    retry: false,
  });
}
