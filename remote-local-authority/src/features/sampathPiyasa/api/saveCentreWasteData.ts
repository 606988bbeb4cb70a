import { apiCall, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentreWasteDataInput } from './types';

/** New entries change the centre lists (last entry, this year's kg), the entry lists and the graphs. */
export function useSaveCentreWasteData(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    // The key made on the device (issue 42): sent again after a lost answer, the server saves the entries once.
    mutationFn: ({ input, idempotencyKey }: { input: CentreWasteDataInput; idempotencyKey?: string }) =>
      apiCall('post', '/sampath-piyasa/save-waste-data', {
        body: input,
        query: scope,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      }),
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/sampath-piyasa/search-center',
        '/sampath-piyasa/center/{id}',
        '/sampath-piyasa/search-waste',
        '/sampath-piyasa/collected-quantities-graph',
        '/sampath-piyasa/recyclable-waste-graph',
      );
    },
  });
}
