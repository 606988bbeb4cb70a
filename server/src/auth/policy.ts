import { AppError } from '../errors';
import { ROLE, type RoleCode } from './roles';

/** The caller of a request, as the database says now (not as the token said at sign-in). */
export interface SignedInUser {
  id: string;
  roles: RoleCode[];
  defaultRole: RoleCode | null;
  localAuthorityId: string | null;
  recyclerId: string | null;
}

export function hasAnyRole(user: Pick<SignedInUser, 'roles'>, allowed: readonly RoleCode[]): boolean {
  return user.roles.some((role) => allowed.includes(role));
}

export const LA_SCOPE_MESSAGE = 'Unauthorized: localAuthorityId can only be used by super admin impersonating local authority';

/**
 * The local authority a request acts on. Only a super admin may name one (spec section 6); everyone
 * else acts on their own.
 */
export function localAuthorityScope(user: SignedInUser, requestedId: string | undefined): string {
  if (requestedId !== undefined) {
    if (!user.roles.includes(ROLE.SUPER_ADMIN)) throw new AppError(403, 'LA_SCOPE', LA_SCOPE_MESSAGE);
    return requestedId;
  }
  if (user.localAuthorityId === null) {
    throw new AppError(400, 'LA_REQUIRED', 'localAuthorityId is required: this account has no local authority of its own');
  }
  return user.localAuthorityId;
}
