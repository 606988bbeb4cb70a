import { apiClient, invalidateApiReads, type RecyclerScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecyclerReturnDetail, ReturnInput } from './types';

export async function saveReturn(input: ReturnInput, scope: RecyclerScope): Promise<RecyclerReturnDetail> {
  const { data } = await apiClient.post<RecyclerReturnDetail>('/recycler/save-recycler-waste-data', input, { params: scope });
  return data;
}

/** A new return changes the list and both graphs. */
export function useSaveReturn(scope: RecyclerScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnInput) => saveReturn(input, scope),
    onSuccess: () => {
      void invalidateApiReads(queryClient, '/recycler/search-waste-data-list', '/recycler/own-graph', '/recycler/national-graph');
    },
  });
}
