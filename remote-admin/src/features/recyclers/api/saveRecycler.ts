import { apiClient, invalidateApiReads, type ApiBody, type ApiResponse } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type RecyclerInput = ApiBody<'/recycler/save-recycler', 'post'>;
type SavedRecycler = ApiResponse<'/recycler/save-recycler', 'post'>;

export async function saveRecycler(input: RecyclerInput): Promise<SavedRecycler> {
  const { data } = await apiClient.post<SavedRecycler>('/recycler/save-recycler', input);
  return data;
}

/** A saved recycler changes the registry, the role switcher's picker and its own page. */
export function useSaveRecycler() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecycler,
    onSuccess: () => void invalidateApiReads(queryClient, '/recycler/search', '/recycler/view/{id}'),
  });
}
