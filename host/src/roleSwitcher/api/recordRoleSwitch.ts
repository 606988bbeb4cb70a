import { apiCall, ROLE, type ApiBody, type LoggedUser } from '@waste/shared';

type ActingAs = ApiBody<'/users/me/acting-as', 'post'>;

/** Whom the user now acts as, as the server's audit log names it: an authority, a recycler, or themselves. */
export function actingAs(user: LoggedUser): ActingAs {
  if (user.defaultRole === ROLE.LOCAL_AUTHORITY && user.selectedLocalAuthority) {
    return { role: ROLE.LOCAL_AUTHORITY, localAuthorityId: user.selectedLocalAuthority.id };
  }
  if (user.defaultRole === ROLE.RECYCLER && user.selectedRecycler) return { role: ROLE.RECYCLER, recyclerId: user.selectedRecycler.id };
  return { role: ROLE.SUPER_ADMIN };
}

/**
 * The switch is the browser's (the server authorises every call by the account's own roles), so the server is
 * told of it only for the audit log. A failed record does not undo the switch: it would leave the user on a
 * page of the role they left (docs/adr/0162-role-switch-audit.md).
 */
export const recordRoleSwitch = (user: LoggedUser) =>
  apiCall('post', '/users/me/acting-as', { body: actingAs(user) }).catch(() => undefined);
