import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type UncertaintyRulesInput = ApiBody<'/mfa/uncertainty-rules', 'post'>;

/** The super admin's change: each changed kind gets its next version; the reconciliation reads them at once. */
export function useSaveUncertaintyRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UncertaintyRulesInput) => apiCall('post', '/mfa/uncertainty-rules', { body: input }),
    onSuccess: () => {
      void invalidateApiReads(queryClient, '/mfa/uncertainty-rules');
      void invalidateApiReads(queryClient, '/mfa/reconciliation');
    },
  });
}
