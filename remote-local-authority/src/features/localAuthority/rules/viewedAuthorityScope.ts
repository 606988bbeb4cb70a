import { ownLocalAuthorityId, type LocalAuthorityScope, type LoggedUser } from '@waste/shared';

/**
 * The scope of `/wasteData/la-view/{id}`: an authority's own user opens its own without naming it; any other id is
 * sent as localAuthorityId, which the API client lets through only for the authority a super admin is acting as.
 */
export const viewedAuthorityScope = (id: string, user: LoggedUser | null): LocalAuthorityScope =>
  id === ownLocalAuthorityId(user) ? {} : { localAuthorityId: id };
