import { localAuthorityScope, type SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';
import type { Queryable } from '#db/database';
import { notFound } from '#errors';
import { localAuthorityExists } from './repository';

export const LOCAL_AUTHORITY_OR_SUPER_ADMIN = [ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN];

/** The authority a request acts on; a super admin may name one that must exist. */
export async function actingAuthority(db: Queryable, user: SignedInUser, requestedId: string | undefined): Promise<string> {
  const id = localAuthorityScope(user, requestedId);
  if (requestedId !== undefined && !(await localAuthorityExists(db, id)))
    throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
  return id;
}

/** Like actingAuthority, but a super admin who names none may read any authority's record (null). */
export async function viewingAuthority(db: Queryable, user: SignedInUser, requestedId: string | undefined): Promise<string | null> {
  if (requestedId === undefined && user.roles.includes(ROLE.SUPER_ADMIN)) return null;
  return actingAuthority(db, user, requestedId);
}
