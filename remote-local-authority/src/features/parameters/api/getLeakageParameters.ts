import { apiClient, apiQueryKey, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type LeakageParameters = ApiResponse<'/mfa/leakage-parameters', 'get'>;

export async function getLeakageParameters(year: number, scope: LocalAuthorityScope): Promise<LeakageParameters> {
  const { data } = await apiClient.get<LeakageParameters>('/mfa/leakage-parameters', { params: { year, ...scope } });
  return data;
}

export function useLeakageParameters(year: number, scope: LocalAuthorityScope) {
  return useQuery({
    queryKey: apiQueryKey('/mfa/leakage-parameters', year, scope.localAuthorityId),
    queryFn: () => getLeakageParameters(year, scope),
  });
}
