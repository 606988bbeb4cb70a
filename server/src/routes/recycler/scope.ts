import type { SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';
import type { Queryable } from '#db/database';
import { AppError, notFound } from '#errors';
import { recyclerExists } from './repository';

/** Who may read and write recycler returns: a recycler, or a super admin acting as one. */
export const RECYCLER_OR_SUPER_ADMIN = [ROLE.RECYCLER, ROLE.SUPER_ADMIN];

export const RC_SCOPE_MESSAGE = 'Unauthorized: recyclerId can only be used by super admin impersonating recycler';

/**
 * The recycler a request acts on, the way localAuthorityId works (spec section 6): only a super admin
 * may name one, and it must exist; everyone else acts on their own.
 */
export async function actingRecycler(db: Queryable, user: SignedInUser, requestedId: string | undefined): Promise<string> {
  if (requestedId !== undefined) {
    if (!user.roles.includes(ROLE.SUPER_ADMIN)) throw new AppError(403, 'RC_SCOPE', RC_SCOPE_MESSAGE);
    if (!(await recyclerExists(db, requestedId))) throw notFound(`Recycler ${requestedId} not found`, 'RECYCLER');
    return requestedId;
  }
  if (user.recyclerId === null) {
    throw new AppError(400, 'RC_REQUIRED', 'recyclerId is required: this account has no recycler of its own');
  }
  return user.recyclerId;
}
