import { apiCall, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentreInput } from './types';

/** A saved centre changes the list, its page and the data entry's choice of centres. */
export function useSaveCentre(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CentreInput) => apiCall('post', '/sampath-piyasa/save-center', { body: input, query: scope }),
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
