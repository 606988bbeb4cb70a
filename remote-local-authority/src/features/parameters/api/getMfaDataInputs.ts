import { apiGetQuery, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type MfaDataInputs = ApiResponse<'/mfa/get-mfa-data-inputs', 'get'>;
/** Where a figure comes from: a published default, the authority's own data, an approved request, an estimate. */
export type Provenance = MfaDataInputs['parameters'][number]['source'];

export const useMfaDataInputs = (year: number, scope: LocalAuthorityScope) =>
  useQuery(apiGetQuery('/mfa/get-mfa-data-inputs', { query: { year, ...scope } }));
