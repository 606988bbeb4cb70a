import { atom } from 'jotai';
import type { LoggedUser } from '../api/contract';
import { ROLE } from '../constants';

/**
 * Whom a super admin asked to act as from a page (e.g. "act as this authority" on /local-authorities).
 * The header's role switcher takes it and switches the way its own menu does (to /dashboard first, then
 * the role), so there is one path for every switch.
 */
export const actAsRequestAtom = atom<LoggedUser | null>(null);

export interface ActingLocalAuthority {
  id: string;
  name: string;
  nameSi: string | null;
  nameTa: string | null;
  /** District name, as the role switcher stores it. */
  district: string;
  /** The spec's province value, e.g. western. */
  province: string;
  councilType: string;
}

export function actingAsLocalAuthority(user: LoggedUser, authority: ActingLocalAuthority): LoggedUser {
  return { ...user, defaultRole: ROLE.LOCAL_AUTHORITY, selectedLocalAuthority: { ...authority }, selectedRecycler: null };
}
