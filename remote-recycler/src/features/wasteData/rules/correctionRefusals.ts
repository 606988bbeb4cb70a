/** The server's 409s of a correction, each with the key of its words in the user's language. */
const CORRECTION_REFUSALS: Record<string, string> = {
  RECORD_NOT_CURRENT: 'correction.refused.notCurrent',
  CORRECTION_PENDING: 'correction.refused.pending',
  DUPLICATE_RETURN: 'correction.refused.duplicate',
};

/** The key of the page's words for a correction's refusal, or null for a code the common words cover. */
export const correctionRefusalKey = (code: string): string | null => CORRECTION_REFUSALS[code] ?? null;
