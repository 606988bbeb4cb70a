import { apiClient, apiQueryKey, type LocalAuthorityInfo, type LocalAuthorityScope } from '@waste/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Without an id the server answers for the user's own authority; an id is only for an impersonating super admin. */
export async function getLocalAuthorityInfo(scope: LocalAuthorityScope): Promise<LocalAuthorityInfo> {
  const { data } = await apiClient.get<LocalAuthorityInfo>('/local-authority/get-la-info', { params: scope });
  return data;
}

export const localAuthorityInfoKey = (scope: LocalAuthorityScope) => apiQueryKey('/local-authority/get-la-info', scope.localAuthorityId);

/**
 * Reference data (name, council type, district, province) that nothing in the product changes: fetched once,
 * not again by each card that mounts later on the same page.
 */
export const localAuthorityInfoQuery = (scope: LocalAuthorityScope) =>
  queryOptions({ queryKey: localAuthorityInfoKey(scope), queryFn: () => getLocalAuthorityInfo(scope), staleTime: Infinity });

export function useLocalAuthorityInfo(scope: LocalAuthorityScope) {
  return useQuery(localAuthorityInfoQuery(scope));
}
