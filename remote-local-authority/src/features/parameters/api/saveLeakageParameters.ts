import { apiCall, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParameterChange } from './types';

/** A super admin's edit of the authority's parameters; every MFA read of it changes. */
export function useSaveLeakageParameters(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ParameterChange[]) => apiCall('post', '/mfa/leakage-parameters', { body: { changes }, query: scope }),
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
