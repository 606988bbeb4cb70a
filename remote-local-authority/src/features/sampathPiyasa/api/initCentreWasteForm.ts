import { apiClient, apiQueryKey, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { CentreWasteFormOptions } from './types';

export async function initCentreWasteForm(scope: LocalAuthorityScope): Promise<CentreWasteFormOptions> {
  const { data } = await apiClient.get<CentreWasteFormOptions>('/sampath-piyasa/init-waste-form', { params: scope });
  return data;
}

export function useCentreWasteFormOptions(scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/sampath-piyasa/init-waste-form', scope.localAuthorityId),
    queryFn: () => initCentreWasteForm(scope),
  });
}
