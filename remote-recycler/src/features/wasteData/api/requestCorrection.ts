import { apiCall, invalidateApiReads, type RecyclerScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectionInput } from './types';

/** A correction sent changes the return's page (pending) and the sent list; its answer later changes the list and graphs. */
export function useRequestCorrection(scope: RecyclerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionInput) => apiCall('post', '/recycler/waste-corrections', { body: input, query: scope }),
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/recycler/waste-data-detail/{id}',
        '/recycler/sent-corrections',
        '/recycler/search-waste-data-list',
        '/recycler/own-graph',
        '/recycler/national-graph',
      );
    },
  });
}
