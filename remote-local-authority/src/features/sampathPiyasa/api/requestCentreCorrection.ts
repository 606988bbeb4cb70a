import { apiCall, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentreEntryCorrectionInput } from './types';

/**
 * Asks the administrator to void or replace an entry. Nothing is counted differently until it is completed,
 * but the entry's page shows the pending correction and the sent requests list it.
 */
export function useRequestCentreCorrection(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CentreEntryCorrectionInput) => apiCall('post', '/sampath-piyasa/waste-corrections', { body: input, query: scope }),
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/sampath-piyasa/waste-view/{id}',
        '/sampath-piyasa/search-waste',
        '/local-authority/view-sent-requests',
      );
    },
  });
}
