import { apiClient, type LocalAuthorityInfo, type LocalAuthorityScope } from '@waste/shared';

/** Without an id the server answers for the user's own authority; an id is only for an impersonating super admin. */
export async function getLocalAuthorityInfo(scope: LocalAuthorityScope): Promise<LocalAuthorityInfo> {
  const { data } = await apiClient.get<LocalAuthorityInfo>('/local-authority/get-la-info', { params: scope });
  return data;
}
