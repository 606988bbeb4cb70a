import { apiCall, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasteCorrectionInput } from './types';

/** A correction waits for an admin: the record's page shows it pending, and the sent requests list it. */
export function useRequestWasteCorrection(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WasteCorrectionInput) => apiCall('post', '/local-authority/waste-corrections', { body: input, query: scope }),
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/local-authority/waste-view/{id}',
        '/local-authority/search-waste',
        '/local-authority/view-sent-requests',
      );
    },
  });
}
