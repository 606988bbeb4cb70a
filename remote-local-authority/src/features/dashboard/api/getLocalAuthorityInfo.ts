import { apiClient, type LocalAuthorityInfo } from '@waste/shared';

/** Without an id the server answers for the user's own authority; an id is only for an impersonating super admin. */
export async function getLocalAuthorityInfo(localAuthorityId?: string): Promise<LocalAuthorityInfo> {
  const { data } = await apiClient.get<LocalAuthorityInfo>('/local-authority/get-la-info', {
    params: localAuthorityId ? { localAuthorityId } : undefined,
  });
  return data;
}
