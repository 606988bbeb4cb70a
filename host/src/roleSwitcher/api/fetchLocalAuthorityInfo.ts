import { apiClient, apiQueryKey, type LocalAuthorityInfo } from '@waste/shared';
import { queryOptions } from '@tanstack/react-query';

export async function fetchLocalAuthorityInfo(localAuthorityId: string): Promise<LocalAuthorityInfo> {
  const { data } = await apiClient.get<LocalAuthorityInfo>('/local-authority/get-la-info', { params: { localAuthorityId } });
  return data;
}

/** The picked authority, looked up before the switch (fetched through the cache with `fetchQuery`). */
export const pickedLocalAuthorityQuery = (localAuthorityId: string) =>
  queryOptions({
    queryKey: apiQueryKey('/local-authority/get-la-info', localAuthorityId),
    queryFn: () => fetchLocalAuthorityInfo(localAuthorityId),
  });
