import { isAxiosError } from 'axios';
import type { CentreWasteEntryDetail } from '../api/types';

/** The server's 409s of a correction, which the page words in the user's language. */
export type CorrectionRefusal = 'RECORD_NOT_CURRENT' | 'CORRECTION_PENDING';

/** Why this entry cannot be corrected now, as the server would refuse it, or null when it can. */
export function correctionRefusalOf(entry: Pick<CentreWasteEntryDetail, 'status' | 'pendingCorrection'>): CorrectionRefusal | null {
  if (entry.status !== 'CURRENT') return 'RECORD_NOT_CURRENT';
  return entry.pendingCorrection ? 'CORRECTION_PENDING' : null;
}

/** The refusal of a failed correction request, or null for any other failure (the server's own message stands). */
export function correctionRefusal(error: unknown): CorrectionRefusal | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const code = (error.response.data as { code?: unknown } | undefined)?.code;
  return code === 'RECORD_NOT_CURRENT' || code === 'CORRECTION_PENDING' ? code : null;
}

/**
 * The failure with a refusal's message in the user's words, so that the wizard's toast and review say it so
 * (the server's messages are English).
 */
export function reworded(error: unknown, words: (refusal: CorrectionRefusal) => string): unknown {
  const refusal = correctionRefusal(error);
  if (refusal && isAxiosError(error) && error.response) {
    error.response.data = { ...(error.response.data as object), message: words(refusal) };
  }
  return error;
}
