import {
  apiClient,
  apiQueryKey,
  invalidateApiReads,
  PREFETCHED_READ_STALE_MS,
  type ApiBody,
  type ApiResponse,
  type LocalAuthorityScope,
} from '@waste/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type MfaLaSummary = ApiResponse<'/mfa/mfa-la-summary', 'get'>;
export type MfaDataInputs = ApiResponse<'/mfa/get-mfa-data-inputs', 'get'>;
export type LeakageParameters = ApiResponse<'/mfa/leakage-parameters', 'get'>;
export type WhatIf = ApiResponse<'/mfa/what-if', 'post'>;
export type ParameterChange = ApiBody<'/mfa/what-if', 'post'>['changes'][number];
export type MfaTotals = MfaLaSummary['totals'];
export type Provenance = MfaDataInputs['parameters'][number]['source'];

/** The dashboard prefetches the current year's (its manifest entry). */
export const mfaLaSummaryQuery = (year: number, scope: LocalAuthorityScope) =>
  queryOptions({
    queryKey: apiQueryKey('/mfa/mfa-la-summary', year, scope.localAuthorityId),
    queryFn: async () => (await apiClient.get<MfaLaSummary>('/mfa/mfa-la-summary', { params: { year, ...scope } })).data,
    staleTime: PREFETCHED_READ_STALE_MS,
  });

export function useMfaLaSummary(year: number, scope: LocalAuthorityScope) {
  return useQuery(mfaLaSummaryQuery(year, scope));
}

export function useMfaDataInputs(year: number, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/mfa/get-mfa-data-inputs', year, scope.localAuthorityId),
    queryFn: async () => (await apiClient.get<MfaDataInputs>('/mfa/get-mfa-data-inputs', { params: { year, ...scope } })).data,
  });
}

export function useLeakageParameters(year: number, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/mfa/leakage-parameters', year, scope.localAuthorityId),
    queryFn: async () => (await apiClient.get<LeakageParameters>('/mfa/leakage-parameters', { params: { year, ...scope } })).data,
  });
}

export async function whatIf(year: number, changes: ParameterChange[], scope: LocalAuthorityScope): Promise<WhatIf> {
  return (await apiClient.post<WhatIf>('/mfa/what-if', { year, changes }, { params: scope })).data;
}

/** A super admin's edit of the authority's parameters; every MFA read of it changes. */
export function useSaveParameters(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ParameterChange[]) =>
      (await apiClient.post('/mfa/leakage-parameters', { changes }, { params: scope })).data as ApiResponse<
        '/mfa/leakage-parameters',
        'post'
      >,
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/mfa/mfa-la-summary',
        '/mfa/get-mfa-data-inputs',
        '/mfa/leakage-parameters',
        '/mfa/diagram-la',
        '/mfa/district-diagram-la',
        '/mfa/province-diagram-la',
      );
    },
  });
}
