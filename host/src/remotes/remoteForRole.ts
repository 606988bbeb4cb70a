import type { RemoteRegistry, RemoteRegistryEntry, RoleCode } from '@waste/shared';

/** DESIGN.md section 1: the remote serving the default role, or none (the host's template pages). */
export function remoteForRole(registry: RemoteRegistry, role: RoleCode | null): RemoteRegistryEntry | null {
  if (!role) return null;
  return registry.remotes.find((remote) => remote.roles.includes(role)) ?? null;
}
