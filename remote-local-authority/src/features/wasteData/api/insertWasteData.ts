import { apiClient, invalidateApiReads, type LocalAuthorityScope } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WasteDataInput, WasteRecord } from './types';

export async function insertWasteData(input: WasteDataInput, scope: LocalAuthorityScope): Promise<WasteRecord> {
  const { data } = await apiClient.post<WasteRecord>('/local-authority/insert/la-waste-data', input, { params: scope });
  return data;
}

/**
 * A new record changes the lists, the dashboard's totals and the form's suggestions. Not awaited: the
 * saved screen shows at once, and the review's duplicate check must not find the record just saved.
 */
export function useInsertWasteData(scope: LocalAuthorityScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WasteDataInput) => insertWasteData(input, scope),
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
