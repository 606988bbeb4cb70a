import { AppError, inputRefused } from '#errors';
import type { RecordStatus } from './schemas';

/** A correction body's shape beyond its schema: a reason, and exactly one of `void` and `replacement`. */
export function checkCorrection<Replacement>(body: { reason: string; void?: true; replacement?: Replacement }): {
  reason: string;
  replacement: Replacement | null;
} {
  const reason = body.reason.trim();
  if (!reason) throw inputRefused('Enter the reason for the correction', 'CORRECTION_REASON_REQUIRED');
  if (body.void && body.replacement !== undefined)
    throw inputRefused('Give either void: true or a replacement, not both', 'CORRECTION_VOID_AND_REPLACEMENT');
  if (!body.void && body.replacement === undefined)
    throw inputRefused('Give void: true to void the record, or its replacement', 'CORRECTION_VOID_OR_REPLACEMENT');
  return { reason, replacement: body.replacement ?? null };
}

/** The waste ID of a replacement: the original's with the next revision (WD-LG-11001-000001-R1, then -R2). */
export function revisedWasteId(wasteId: string): string {
  const revision = /^(.*)-R(\d+)$/.exec(wasteId);
  return revision ? `${revision[1]}-R${Number(revision[2]) + 1}` : `${wasteId}-R1`;
}

export const correctionPending = (id: string) =>
  new AppError(409, 'CORRECTION_PENDING', 'A correction of this record is already waiting for an admin', { id });

export const recordNotCurrent = (status: Exclude<RecordStatus, 'CURRENT'>) =>
  new AppError(
    409,
    'RECORD_NOT_CURRENT',
    `This record was ${status === 'VOIDED' ? 'voided' : 'superseded'} by a correction: correct its replacement instead`,
    { status },
  ).because(status);
