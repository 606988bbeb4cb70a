import { apiCall, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasteDataInput } from './types';

/**
 * A new record changes the lists, the dashboard's totals and the form's suggestions. Not awaited: the
 * saved screen shows at once, and the review's duplicate check must not find the record just saved.
 */
export function useInsertWasteData(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    // The key made on the device (issue 42): sent again after a lost answer, the server saves the record once.
    mutationFn: ({ input, idempotencyKey }: { input: WasteDataInput; idempotencyKey?: string }) =>
      apiCall('post', '/local-authority/insert/la-waste-data', {
        body: input,
        query: scope,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      }),
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/local-authority/search-waste',
        '/local-authority/la-waste-collection',
        '/local-authority/init-waste-form',
      );
    },
  });
}
