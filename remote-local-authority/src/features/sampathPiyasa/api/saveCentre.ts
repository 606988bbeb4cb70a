import { apiClient, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Centre, CentreInput } from './types';

export async function saveCentre(input: CentreInput, scope: LocalAuthorityScope): Promise<Centre> {
  const { data } = await apiClient.post<Centre>('/sampath-piyasa/save-center', input, { params: scope });
  return data;
}

/** A saved centre changes the list, its page and the data entry's choice of centres. */
export function useSaveCentre(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CentreInput) => saveCentre(input, scope),
    onSuccess: () => {
      void invalidateApiReads(
        queryClient,
        '/sampath-piyasa/search-center',
        '/sampath-piyasa/center/{id}',
        '/sampath-piyasa/init-waste-form',
      );
    },
  });
}
