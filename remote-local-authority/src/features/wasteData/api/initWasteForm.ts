import { apiClient, apiQueryKey, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { WasteFormOptions } from './types';

export async function initWasteForm(scope: LocalAuthorityScope): Promise<WasteFormOptions> {
  const { data } = await apiClient.get<WasteFormOptions>('/local-authority/init-waste-form', { params: scope });
  return data;
}

export const wasteFormOptionsKey = (scope: LocalAuthorityScope) => apiQueryKey('/local-authority/init-waste-form', scope.localAuthorityId);

export function useWasteFormOptions(scope: LocalAuthorityScope) {
  return useQuery({ queryKey: wasteFormOptionsKey(scope), queryFn: () => initWasteForm(scope) });
}
