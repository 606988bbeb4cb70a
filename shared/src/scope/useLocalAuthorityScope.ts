import { useAtomValue } from 'jotai';
import type { LoggedUser } from '../api/contract';
import { loggedUserAtom } from '../session/store';
import { impersonatedLocalAuthorityId } from './localAuthorityScope';

/** The query string of a scoped local authority call: `{ localAuthorityId }` or nothing. */
export type LocalAuthorityScope = { localAuthorityId?: string };

/**
 * The query parameters that scope a local authority call: `{ localAuthorityId }` while a super admin
 * acts as an authority, none otherwise.
 */
export function localAuthorityScopeOf(user: LoggedUser | null): LocalAuthorityScope {
  const id = impersonatedLocalAuthorityId(user);
  return id === undefined ? {} : { localAuthorityId: id };
}

/** The same for the signed-in user, in a component. */
export function useLocalAuthorityScope(): LocalAuthorityScope {
  return localAuthorityScopeOf(useAtomValue(loggedUserAtom));
}
