import { apiClient, apiQueryKey, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type MfaDataInputs = ApiResponse<'/mfa/get-mfa-data-inputs', 'get'>;
/** Where a figure comes from: a published default, the authority's own data, an approved request, an estimate. */
export type Provenance = MfaDataInputs['parameters'][number]['source'];

export async function getMfaDataInputs(year: number, scope: LocalAuthorityScope): Promise<MfaDataInputs> {
  const { data } = await apiClient.get<MfaDataInputs>('/mfa/get-mfa-data-inputs', { params: { year, ...scope } });
  return data;
}

export function useMfaDataInputs(year: number, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/mfa/get-mfa-data-inputs', year, scope.localAuthorityId),
    queryFn: () => getMfaDataInputs(year, scope),
  });
}
