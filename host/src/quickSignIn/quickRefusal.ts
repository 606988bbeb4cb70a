import type { QuickLanguage } from './quickLanguage';
import type { QuickKey } from './quickStrings';

export interface QuickRefusal {
  key: QuickKey;
  count?: number;
}

const WORDED = new Set<string>(['ACCOUNT_DISABLED', 'RATE_LIMITED', 'DATABASE_UNAVAILABLE']);

/**
 * The server's refusal of a sign-in in the quick page's words, in the page's language (the shell's errorMessage
 * words every code: shared/src/api/errorMessage.ts); null for one it has no words for.
 */
export function quickRefusal(body: { code?: unknown; params?: unknown }, language: QuickLanguage): QuickRefusal | null {
  if (body.code === 'TOO_MANY_ATTEMPTS') {
    const count = Number((body.params as { count?: unknown } | undefined)?.count);
    if (!Number.isFinite(count)) return null;
    const one = new Intl.PluralRules(language).select(count) === 'one';
    return { key: one ? 'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one' : 'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other', count };
  }
  return typeof body.code === 'string' && WORDED.has(body.code) ? { key: `serverError.${body.code}` as QuickKey } : null;
}
