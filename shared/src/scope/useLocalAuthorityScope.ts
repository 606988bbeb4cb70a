import { useAtomValue } from 'jotai';
import { loggedUserAtom } from '../session/store';
import { impersonatedLocalAuthorityId } from './localAuthorityScope';

/** The query string of a scoped local authority call: `{ localAuthorityId }` or nothing. */
export type LocalAuthorityScope = { localAuthorityId?: string };

/**
 * The query parameters that scope a local authority call: `{ localAuthorityId }` while a super admin
 * acts as an authority, none otherwise.
 */
export function useLocalAuthorityScope(): LocalAuthorityScope {
  const id = impersonatedLocalAuthorityId(useAtomValue(loggedUserAtom));
  return id === undefined ? {} : { localAuthorityId: id };
}
