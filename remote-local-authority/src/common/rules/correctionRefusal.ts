/** Why a record cannot be corrected now: the server's 409 codes, which the pages word in the user's language. */
export type CorrectionRefusal = 'RECORD_NOT_CURRENT' | 'CORRECTION_PENDING';

const REFUSALS: readonly string[] = ['RECORD_NOT_CURRENT', 'CORRECTION_PENDING'] satisfies CorrectionRefusal[];

/** Why a record (as its view answers it) cannot be corrected now, as the server would refuse it, or null when it can. */
export function correctionRefusalOf(record: { status: string; pendingCorrection: { id: string } | null }): CorrectionRefusal | null {
  if (record.status !== 'CURRENT') return 'RECORD_NOT_CURRENT';
  return record.pendingCorrection ? 'CORRECTION_PENDING' : null;
}

/** A correction refusal's code, for the page to word it, or null for a code it leaves to the common words. */
export const isCorrectionRefusal = (code: string): code is CorrectionRefusal => REFUSALS.includes(code);
