import { apiClient, type LocalAuthorityInfo } from '@waste/shared';

export async function fetchLocalAuthorityInfo(localAuthorityId: string): Promise<LocalAuthorityInfo> {
  const { data } = await apiClient.get<LocalAuthorityInfo>('/local-authority/get-la-info', { params: { localAuthorityId } });
  return data;
}
