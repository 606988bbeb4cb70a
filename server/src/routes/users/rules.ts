import { ROLE } from '#auth/roles';
import type { Queryable } from '#db/database';
import { AppError, inputRefused, notFound } from '#errors';
import { localAuthorityExists } from '#routes/local-authority/repository';
import { recyclerExists } from '#routes/recycler/repository';
import type { AccountState } from './repository';
import type { AccountChange, NewAccountBody } from './schemas';

export const LAST_SUPER_ADMIN_MESSAGE = 'The last super admin cannot lose role 005 or be disabled';
export const lastSuperAdmin = () => new AppError(409, 'LAST_SUPER_ADMIN', LAST_SUPER_ADMIN_MESSAGE);

/** The account after the change; a default role that is no longer held moves to the first role given. */
export function changedAccount(current: AccountState, change: AccountChange): AccountState {
  const roles = change.roles ?? current.roles;
  let defaultRole = change.defaultRole ?? current.defaultRole;
  if (defaultRole === null || !roles.includes(defaultRole)) {
    if (change.defaultRole !== undefined) throw inputRefused('defaultRole must be one of roles', 'DEFAULT_ROLE');
    defaultRole = roles[0] ?? null;
  }
  const next: AccountState = {
    roles,
    defaultRole,
    localAuthorityId: change.localAuthorityId === undefined ? current.localAuthorityId : change.localAuthorityId,
    recyclerId: change.recyclerId === undefined ? current.recyclerId : change.recyclerId,
    disabled: change.disabled ?? current.disabled,
  };
  if (next.roles.includes(ROLE.LOCAL_AUTHORITY) && next.localAuthorityId === null) {
    throw inputRefused(`localAuthorityId is required for role ${ROLE.LOCAL_AUTHORITY}`, 'LA_FOR_ROLE');
  }
  if (next.roles.includes(ROLE.RECYCLER) && next.recyclerId === null)
    throw inputRefused(`recyclerId is required for role ${ROLE.RECYCLER}`, 'RECYCLER_FOR_ROLE');
  return next;
}

export const isActiveSuperAdmin = (state: AccountState) => state.roles.includes(ROLE.SUPER_ADMIN) && !state.disabled;

export async function checkLinks(db: Queryable, change: AccountChange): Promise<void> {
  if (change.localAuthorityId && !(await localAuthorityExists(db, change.localAuthorityId))) {
    throw notFound(`Local authority ${change.localAuthorityId} not found`, 'LOCAL_AUTHORITY');
  }
  if (change.recyclerId && !(await recyclerExists(db, change.recyclerId)))
    throw notFound(`Recycler ${change.recyclerId} not found`, 'RECYCLER');
}

/** A local authority account acts for an existing authority, a recycler account for an existing recycler. */
export async function checkNewAccount(db: Queryable, account: NewAccountBody): Promise<void> {
  if (!account.roles.includes(account.defaultRole)) throw inputRefused('defaultRole must be one of roles', 'DEFAULT_ROLE');
  if (account.roles.includes(ROLE.LOCAL_AUTHORITY) && account.localAuthorityId === undefined) {
    throw inputRefused(`localAuthorityId is required for role ${ROLE.LOCAL_AUTHORITY}`, 'LA_FOR_ROLE');
  }
  if (account.roles.includes(ROLE.RECYCLER) && account.recyclerId === undefined) {
    throw inputRefused(`recyclerId is required for role ${ROLE.RECYCLER}`, 'RECYCLER_FOR_ROLE');
  }
  if (account.localAuthorityId !== undefined && !(await localAuthorityExists(db, account.localAuthorityId))) {
    throw notFound(`Local authority ${account.localAuthorityId} not found`, 'LOCAL_AUTHORITY');
  }
  if (account.recyclerId !== undefined && !(await recyclerExists(db, account.recyclerId))) {
    throw notFound(`Recycler ${account.recyclerId} not found`, 'RECYCLER');
  }
}
