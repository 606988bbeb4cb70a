import type { LoggedUser } from '../api/contract';

/**
 * Whose data the cache holds: the signed-in user and whom they act as. A change of user empties the
 * whole cache; a role switch of the same user keeps only what depends on the user alone (queries with
 * `meta: USER_SCOPED`, e.g. the role switcher's picker lists, which load once per session user).
 */
export interface SessionIdentity {
  userId: string | null;
  actingAs: string | null;
}

export const USER_SCOPED = { scope: 'user' } as const;

export function sessionIdentity(user: LoggedUser | null): SessionIdentity {
  if (!user) return { userId: null, actingAs: null };
  return { userId: user.id, actingAs: [user.defaultRole, user.selectedLocalAuthority?.id, user.selectedRecycler?.id].join('|') };
}
