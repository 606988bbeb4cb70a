import { localAuthorityScope, type SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';

/**
 * The authority get-la-info describes. Looking an authority up is not acting as it: the calls that
 * impersonation covers are listed in spec section 6 and this is not one of them, so a local authority
 * user may name its own. Any other id is refused as before, with the spec's message (only a super admin
 * may name one).
 */
export function describedAuthority(user: SignedInUser, requestedId: string | undefined): string {
  const namesOwn = requestedId !== undefined && requestedId === user.localAuthorityId && !user.roles.includes(ROLE.SUPER_ADMIN);
  return namesOwn ? requestedId : localAuthorityScope(user, requestedId);
}
