import { ROLE } from '../constants';
import type { LoggedUser } from '../types';

/** Spec section 8, authorisation. The server answers the first one with 403 too. */
export const LA_SCOPE_MESSAGE = {
  notImpersonating: 'Unauthorized: localAuthorityId can only be used by super admin impersonating local authority',
  mismatch: 'Unauthorized: localAuthorityId does not match selected local authority',
} as const;

/** A call refused in the browser before it was sent; its message is the spec's, shown as is. */
export class LocalAuthorityScopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalAuthorityScopeError';
  }
}

/**
 * The authority a super admin is acting as (role list with 005, default role 003 and an authority
 * selected, spec section 6), or undefined: then no id is sent and the server scopes the call.
 */
export function impersonatedLocalAuthorityId(user: LoggedUser | null): string | undefined {
  if (!user || !user.roles.includes(ROLE.SUPER_ADMIN) || user.defaultRole !== ROLE.LOCAL_AUTHORITY) return undefined;
  return user.selectedLocalAuthority?.id;
}

/**
 * Looking an authority up is not acting as it: the role switcher loads the picked authority's
 * information before it switches (spec section 4). Every other call carrying localAuthorityId is guarded.
 */
const LOOKUP_CALLS = ['/local-authority/get-la-info'];

export function isLocalAuthorityLookup(url: string | undefined): boolean {
  return LOOKUP_CALLS.some((path) => url?.split('?')[0] === path);
}

/** Spec section 5: a call carrying localAuthorityId is refused unless it names the impersonated authority. */
export function assertLocalAuthorityScope(user: LoggedUser | null, localAuthorityId: string): void {
  const impersonated = impersonatedLocalAuthorityId(user);
  if (impersonated === undefined) throw new LocalAuthorityScopeError(LA_SCOPE_MESSAGE.notImpersonating);
  if (impersonated !== localAuthorityId) throw new LocalAuthorityScopeError(LA_SCOPE_MESSAGE.mismatch);
}
