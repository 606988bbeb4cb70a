import { canImpersonateLocalAuthority } from '../access/access';
import type { LoggedUser } from '../api/contract';
import { impersonationGuard, type ScopeMessageKeys, type ScopeMessages } from './scopeGuard';

/** Spec section 8, authorisation. The server answers the first one with 403 too. */
export const LA_SCOPE_MESSAGE: ScopeMessages = {
  notImpersonating: 'Unauthorized: localAuthorityId can only be used by super admin impersonating local authority',
  mismatch: 'Unauthorized: localAuthorityId does not match selected local authority',
};

/** The same words in the user's language; the first is the server's LA_SCOPE too. */
export const LA_SCOPE_KEYS: ScopeMessageKeys = { notImpersonating: 'serverError.LA_SCOPE', mismatch: 'scopeError.LA_MISMATCH' };

/**
 * The authority a super admin is acting as (role list with 005, default role 003 and an authority
 * selected, spec section 6), or undefined: then no id is sent and the server scopes the call.
 */
export function impersonatedLocalAuthorityId(user: LoggedUser | null): string | undefined {
  return canImpersonateLocalAuthority(user) ? user?.selectedLocalAuthority?.id : undefined;
}

/**
 * Looking an authority up is not acting as it: the role switcher loads the picked authority's information before
 * it switches (spec section 4), the admin's Requests are filtered by authority, and an admin answering a parameter
 * request sees its effect on the authority's MFA (a what-if, saved nowhere; the server allows admins). Every other
 * call carrying localAuthorityId is guarded.
 */
const LOOKUP_CALLS = ['/local-authority/get-la-info', '/requests/search', '/mfa/what-if'];
/** A super admin creating or changing an account names the authority it belongs to: not acting as it either. */
const ACCOUNT_CALLS = /^\/users(\/[0-9a-fA-F-]{36})?$/;

export function isLocalAuthorityLookup(url: string | undefined): boolean {
  const path = url?.split('?')[0];
  return LOOKUP_CALLS.some((lookup) => path === lookup) || (path !== undefined && ACCOUNT_CALLS.test(path));
}

/** Spec section 5: a call carrying localAuthorityId is refused unless it names the impersonated authority. */
export const localAuthorityScopeGuard = impersonationGuard(
  'localAuthorityId',
  impersonatedLocalAuthorityId,
  LA_SCOPE_MESSAGE,
  LA_SCOPE_KEYS,
  isLocalAuthorityLookup,
);
