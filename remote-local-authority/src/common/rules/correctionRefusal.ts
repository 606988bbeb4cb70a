import { isAxiosError } from 'axios';

/** Why a record cannot be corrected now: the server's 409 codes, which the pages word in the user's language. */
export type CorrectionRefusal = 'RECORD_NOT_CURRENT' | 'CORRECTION_PENDING';

/** Why a record (as its view answers it) cannot be corrected now, as the server would refuse it, or null when it can. */
export function correctionRefusalOf(record: { status: string; pendingCorrection: { id: string } | null }): CorrectionRefusal | null {
  if (record.status !== 'CURRENT') return 'RECORD_NOT_CURRENT';
  return record.pendingCorrection ? 'CORRECTION_PENDING' : null;
}

/** The refusal of a failed correction request, or null for any other failure (the server's own message stands). */
export function correctionRefusal(error: unknown): CorrectionRefusal | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const code = (error.response.data as { code?: unknown } | undefined)?.code;
  return code === 'RECORD_NOT_CURRENT' || code === 'CORRECTION_PENDING' ? code : null;
}

/** The failure with a refusal's message in the user's words (the server's are English), for the wizard to show. */
export function withRefusalWords(error: unknown, words: (refusal: CorrectionRefusal) => string): unknown {
  const refusal = correctionRefusal(error);
  if (refusal && isAxiosError(error) && error.response) {
    // Without its code, so that the common words for the code do not take the page's place.
    const { details } = error.response.data as { details?: unknown };
    error.response.data = { message: words(refusal), details };
  }
  return error;
}
