import { canImpersonateRecycler } from '../access/access';
import type { LoggedUser } from '../api/contract';
import { ROLE } from '../constants';
import { impersonationGuard, type ScopeMessageKeys, type ScopeMessages } from './scopeGuard';

/** The recycler counterpart of LA_SCOPE_MESSAGE; the server answers the first one with 403 too. */
export const RC_SCOPE_MESSAGE: ScopeMessages = {
  notImpersonating: 'Unauthorized: recyclerId can only be used by super admin impersonating recycler',
  mismatch: 'Unauthorized: recyclerId does not match selected recycler',
};

/** The same words in the user's language; the first is the server's RC_SCOPE too. */
export const RC_SCOPE_KEYS: ScopeMessageKeys = { notImpersonating: 'serverError.RC_SCOPE', mismatch: 'scopeError.RC_MISMATCH' };

/** The recycler a super admin is acting as (role list with 005, default role 004, one selected), or undefined. */
export function impersonatedRecyclerId(user: LoggedUser | null): string | undefined {
  return canImpersonateRecycler(user) ? user?.selectedRecycler?.id : undefined;
}

/** The registry names a recycler it administers, which is not acting as it. */
// Creating a recycler's account, and the admin's Requests filtered by recycler: not acting as one.
const REGISTRY_CALLS = ['/recycler/create-account', '/requests/search'];

/**
 * The registry's read-only view of a recycler (remote-admin `/recycler/view/{id}`) reads what the recycler
 * reads, naming it by recyclerId, while the super admin is not acting as any recycler. Writes stay guarded.
 */
const REGISTRY_VIEW_READS = /^\/recycler\/(search-waste-data-list|own-graph|national-graph|waste-data-detail\/[^/]+)$/;

export function isRecyclerLookup(url: string | undefined, user?: LoggedUser | null): boolean {
  const path = url?.split('?')[0];
  if (REGISTRY_CALLS.some((call) => path === call)) return true;
  const viewingFromRegistry = user?.roles.includes(ROLE.SUPER_ADMIN) === true && impersonatedRecyclerId(user) === undefined;
  return viewingFromRegistry && path !== undefined && REGISTRY_VIEW_READS.test(path);
}

/** A call carrying recyclerId is refused unless it names the recycler the super admin acts as. */
export const recyclerScopeGuard = impersonationGuard(
  'recyclerId',
  impersonatedRecyclerId,
  RC_SCOPE_MESSAGE,
  RC_SCOPE_KEYS,
  isRecyclerLookup,
);
