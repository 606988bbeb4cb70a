import { apiClient, invalidateApiReads, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParameterChange } from './types';

type SavedParameters = ApiResponse<'/mfa/leakage-parameters', 'post'>;

export async function saveLeakageParameters(changes: ParameterChange[], scope: LocalAuthorityScope): Promise<SavedParameters> {
  const { data } = await apiClient.post<SavedParameters>('/mfa/leakage-parameters', { changes }, { params: scope });
  return data;
}

/** A super admin's edit of the authority's parameters; every MFA read of it changes. */
export function useSaveLeakageParameters(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ParameterChange[]) => saveLeakageParameters(changes, scope),
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
