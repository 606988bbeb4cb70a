import { ROLE } from '../constants';
import type { LoggedUser } from '../api/contract';

type User = LoggedUser | null | undefined;

/** Spec section 4: the role switcher is for users whose role list includes Super Admin. */
export function canSwitchRole(user: User): boolean {
  return user?.roles.includes(ROLE.SUPER_ADMIN) ?? false;
}

/** Spec section 6: role list with 005, default role 003 and an authority selected. */
export function canImpersonateLocalAuthority(user: User): boolean {
  return canSwitchRole(user) && user?.defaultRole === ROLE.LOCAL_AUTHORITY && Boolean(user.selectedLocalAuthority);
}

/** The recycler counterpart: role list with 005, default role 004 and a recycler selected. */
export function canImpersonateRecycler(user: User): boolean {
  return canSwitchRole(user) && user?.defaultRole === ROLE.RECYCLER && Boolean(user.selectedRecycler);
}

/** The admin remote's users: Admin (001) or Super Admin (005) as the default role. */
export function isAdmin(user: User): boolean {
  return user?.defaultRole === ROLE.ADMIN || user?.defaultRole === ROLE.SUPER_ADMIN;
}

/** A super admin acting as themself (not as an authority or a recycler): the super admin's own menu. */
export function actsAsSuperAdmin(user: User): boolean {
  return user?.defaultRole === ROLE.SUPER_ADMIN;
}

export function actsAsCustoms(user: User): boolean {
  return user?.defaultRole === ROLE.SL_CUSTOM;
}

/** A local authority's own account, or a super admin acting as one. */
export function actsAsLocalAuthority(user: User): boolean {
  return user?.defaultRole === ROLE.LOCAL_AUTHORITY;
}

/** The authority a local authority's own account belongs to; a super admin acting as one has none. */
export function ownLocalAuthorityId(user: User): string | undefined {
  return actsAsLocalAuthority(user) && !canSwitchRole(user) ? user?.selectedLocalAuthority?.id : undefined;
}

/** A recycler's own account, or a super admin acting as one. */
export function actsAsRecycler(user: User): boolean {
  return user?.defaultRole === ROLE.RECYCLER;
}

/** Every flag at once, computed from the logged user; a route manifest names one as its `access`. */
export function accessOf(user: User) {
  return {
    canSwitchRole: canSwitchRole(user),
    canImpersonateLocalAuthority: canImpersonateLocalAuthority(user),
    canImpersonateRecycler: canImpersonateRecycler(user),
    isAdmin: isAdmin(user),
    actsAsSuperAdmin: actsAsSuperAdmin(user),
    actsAsCustoms: actsAsCustoms(user),
    actsAsLocalAuthority: actsAsLocalAuthority(user),
    actsAsRecycler: actsAsRecycler(user),
  };
}

export type Access = ReturnType<typeof accessOf>;
export type AccessFlag = keyof Access;
