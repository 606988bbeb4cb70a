import { apiClient, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentreWasteDataInput, CentreWasteSaved } from './types';

export async function saveCentreWasteData(input: CentreWasteDataInput, scope: LocalAuthorityScope): Promise<CentreWasteSaved> {
  const { data } = await apiClient.post<CentreWasteSaved>('/sampath-piyasa/save-waste-data', input, { params: scope });
  return data;
}

/** New entries change the centre lists (last entry, this year's kg), the entry lists and the graphs. */
export function useSaveCentreWasteData(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CentreWasteDataInput) => saveCentreWasteData(input, scope),
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
