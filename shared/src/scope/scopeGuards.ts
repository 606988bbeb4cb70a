import type { InternalAxiosRequestConfig } from 'axios';
import type { LoggedUser } from '../api/contract';
import { localAuthorityScopeGuard } from './localAuthorityScope';
import { recyclerScopeGuard } from './recyclerScope';
import type { ScopeGuard } from './scopeGuard';

/** Every scoped kind of call the API client checks before sending. */
export const SCOPE_GUARDS: readonly ScopeGuard[] = [localAuthorityScopeGuard, recyclerScopeGuard];

/** The id a call carries for `field`, in its query string or its JSON body. */
function requestedId(config: InternalAxiosRequestConfig, field: string): unknown {
  const fromParams = (config.params as Record<string, unknown> | undefined)?.[field];
  if (fromParams !== undefined) return fromParams;
  return config.data !== null && typeof config.data === 'object' ? (config.data as Record<string, unknown>)[field] : undefined;
}

/** Throws the first guard's refusal for a call the user may not make; returns for any other. */
export function assertRequestScope(
  user: LoggedUser | null,
  config: InternalAxiosRequestConfig,
  guards: readonly ScopeGuard[] = SCOPE_GUARDS,
): void {
  for (const guard of guards) {
    const id = requestedId(config, guard.field);
    if (id !== undefined && !guard.isLookup(config.url, user)) guard.assert(user, String(id));
  }
}
