import { isAxiosError } from 'axios';

/** The server's 409s of a correction, each with the key of its words in the user's language. */
export const CORRECTION_REFUSALS = {
  RECORD_NOT_CURRENT: 'correction.refused.notCurrent',
  CORRECTION_PENDING: 'correction.refused.pending',
  DUPLICATE_RETURN: 'correction.refused.duplicate',
} as const;

type RefusalCode = keyof typeof CORRECTION_REFUSALS;

/** The key for a refusal the page words itself, or null for any other failure (the server's own message stands). */
export function correctionRefusalKey(error: unknown): (typeof CORRECTION_REFUSALS)[RefusalCode] | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const code = (error.response.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code in CORRECTION_REFUSALS ? CORRECTION_REFUSALS[code as RefusalCode] : null;
}

/**
 * The failure with its message in the user's words, so that the wizard's toast and review say it so: the
 * server's messages are English and name its own terms.
 */
export function reworded(error: unknown, message: (key: (typeof CORRECTION_REFUSALS)[RefusalCode]) => string): unknown {
  const key = correctionRefusalKey(error);
  if (key && isAxiosError(error) && error.response) {
    // Without its code, so that the common words for the code do not take the page's place.
    const { details } = error.response.data as { details?: unknown };
    error.response.data = { message: message(key), details };
  }
  return error;
}
