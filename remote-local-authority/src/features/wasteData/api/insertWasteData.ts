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
    mutationFn: (input: WasteDataInput) => apiCall('post', '/local-authority/insert/la-waste-data', { body: input, query: scope }),
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
