import { apiClient, apiQueryKey, type ApiResponse, type ApiQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type NationalMfaSummary = ApiResponse<'/mfa/mfa-national-summary', 'get'>;

export async function getNationalMfaSummary(year: number): Promise<NationalMfaSummary> {
  const { data } = await apiClient.get<NationalMfaSummary>('/mfa/mfa-national-summary', {
    params: { year } satisfies ApiQuery<'/mfa/mfa-national-summary', 'get'>,
  });
  return data;
}

export function useNationalMfaSummary(year: number) {
  return useQuery({ queryKey: apiQueryKey('/mfa/mfa-national-summary', year), queryFn: () => getNationalMfaSummary(year) });
}
