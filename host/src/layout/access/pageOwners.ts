import { ROLE, type AccessFlag, type RemoteModule, type RemoteRegistry, type RoleCode } from '@waste/shared';
import { matchPath } from 'react-router-dom';

/** The roles each access flag of a route manifest lets in, as their default role (shared/src/access/access.ts). */
const FLAG_ROLES = {
  canSwitchRole: [ROLE.SUPER_ADMIN],
  canImpersonateLocalAuthority: [ROLE.SUPER_ADMIN],
  canImpersonateRecycler: [ROLE.SUPER_ADMIN],
  isAdmin: [ROLE.ADMIN, ROLE.SUPER_ADMIN],
  actsAsSuperAdmin: [ROLE.SUPER_ADMIN],
  actsAsCustoms: [ROLE.SL_CUSTOM],
  actsAsLocalAuthority: [ROLE.LOCAL_AUTHORITY],
  actsAsRecycler: [ROLE.RECYCLER],
} satisfies Record<AccessFlag, RoleCode[]>;

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;

/**
 * The roles whose pages include `pathname` when the user's own pages do not: a page of the active remote kept for
 * another role by its access flag, or a page of another released remote. Empty: no role has it (a 404).
 */
export function pageOwners(pathname: string, module: RemoteModule, registry: RemoteRegistry | null): RoleCode[] {
  const own = module.routes.find((entry) => matches(`/${entry.path}`, pathname));
  if (own) return own.access ? FLAG_ROLES[own.access] : [];
  const owners = (registry?.remotes ?? [])
    .filter((remote) => (remote.routes ?? []).some((pattern) => matches(pattern, pathname)))
    .flatMap((remote) => remote.roles);
  return [...new Set(owners)].sort();
}
