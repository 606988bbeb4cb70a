import type { LoggedUser } from '../api/contract';

/**
 * A call refused in the browser before it was sent; its message is the spec's English, `key` (common namespace)
 * the same words in the user's language.
 */
export class ScopeGuardError extends Error {
  constructor(
    message: string,
    readonly key: string,
  ) {
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

/** The spec's two refusals of a call naming the entity a super admin acts as. */
export interface ScopeMessages {
  notImpersonating: string;
  mismatch: string;
}

/** The keys (common namespace) of the same two refusals in words of the user's language. */
export type ScopeMessageKeys = ScopeMessages;

/**
 * The guard of calls carrying `field`, the id of what a super admin acts as (`impersonatedId`): refused
 * when the user acts as none, and when the call names another one.
 */
export function impersonationGuard(
  field: string,
  impersonatedId: (user: LoggedUser | null) => string | undefined,
  messages: ScopeMessages,
  keys: ScopeMessageKeys,
  isLookup: ScopeGuard['isLookup'],
): ScopeGuard {
  return {
    field,
    isLookup,
    assert: (user, id) => {
      const impersonated = impersonatedId(user);
      if (impersonated === undefined) throw new ScopeGuardError(messages.notImpersonating, keys.notImpersonating);
      if (impersonated !== id) throw new ScopeGuardError(messages.mismatch, keys.mismatch);
    },
  };
}
