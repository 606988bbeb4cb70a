import { apiCall, invalidateApiReads, type RecyclerScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnInput } from './types';

/** A new return changes the list and both graphs. */
export function useSaveReturn(scope: RecyclerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnInput) => apiCall('post', '/recycler/save-recycler-waste-data', { body: input, query: scope }),
    onSuccess: () => {
      void invalidateApiReads(queryClient, '/recycler/search-waste-data-list', '/recycler/own-graph', '/recycler/national-graph');
    },
  });
}
