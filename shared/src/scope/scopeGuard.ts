import type { LoggedUser } from '../api/contract';

/** A call refused in the browser before it was sent; its message is the spec's, shown as is. */
export class ScopeGuardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScopeGuardError';
  }
}

/**
 * One kind of scoped call: a call carrying `field` (in its query string or JSON body) is refused, by
 * throwing a ScopeGuardError, unless the signed-in user may act as that id. Lookups are let through.
 */
export interface ScopeGuard {
  field: string;
  isLookup: (url: string | undefined, user?: LoggedUser | null) => boolean;
  assert: (user: LoggedUser | null, id: string) => void;
}
