import { apiCall, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RecyclerInput = ApiBody<'/recycler/save-recycler', 'post'>;

/** A saved recycler changes the registry, the role switcher's picker and its own page. */
export function useSaveRecycler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecyclerInput) => apiCall('post', '/recycler/save-recycler', { body: input }),
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/search', '/recycler/view/{id}'),
  });
}
