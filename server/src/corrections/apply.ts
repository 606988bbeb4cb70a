import { recordAudit } from '#db/audit';
import type { Queryable } from '#db/database';
import { findRetired, RECORD_TABLES, retireRecord, type StoredCorrection } from './repository';
import { recordNotCurrent } from './rules';
import type { RecordKind } from './schemas';

/** A record as a correction reads and writes it: its view, with its id and (an authority's) waste ID. */
export interface CorrectedRecord {
  id: string;
  wasteId?: string;
}

/** What completing a correction needs of each kind of record. */
export interface CorrectableRecords<Current extends CorrectedRecord> {
  kind: RecordKind;
  /** Takes the locks the kind's writes take (as its save does) and reads the current record; null when it is not current. */
  lockCurrent(tx: Queryable, correction: StoredCorrection): Promise<Current | null>;
  /** Checks the replacement again by the save's rules (the record is gone by then) and writes it in the author's name. */
  writeReplacement(tx: Queryable, correction: StoredCorrection, current: Current): Promise<CorrectedRecord>;
}

/**
 * Applies a correction an admin completes, in the admin's transaction: the record leaves its live table for the
 * archive (VOIDED, or SUPERSEDED by the replacement written in its place), and the audit log gets the retirement
 * (the record before) and the replacement (after). Answers what the correction's own audit entry adds.
 */
export async function applyCorrection<Current extends CorrectedRecord>(
  tx: Queryable,
  records: CorrectableRecords<Current>,
  correction: StoredCorrection,
  userId: string,
): Promise<{ retired: string; replacement: string | null }> {
  const current = await records.lockCurrent(tx, correction);
  if (!current) throw recordNotCurrent((await findRetired(tx, records.kind, correction.recordId, null))?.status ?? 'VOIDED');
  const written: { replacement: CorrectedRecord | null } = { replacement: null };
  const replacementId = await retireRecord(tx, { kind: records.kind, record: current, correction, userId }, async () => {
    if (correction.replacement === null) return null;
    written.replacement = await records.writeReplacement(tx, correction, current);
    return written.replacement.id;
  });
  const { entity } = RECORD_TABLES[records.kind];
  const actingLocalAuthorityId = correction.owner.localAuthorityId;
  await recordAudit(tx, {
    actorUserId: userId,
    actingLocalAuthorityId,
    action: replacementId === null ? 'void' : 'supersede',
    entity,
    entityId: current.id,
    before: current,
    after: { status: replacementId === null ? 'VOIDED' : 'SUPERSEDED', replacedBy: replacementId, correctionId: correction.id },
  });
  if (written.replacement) {
    await recordAudit(tx, {
      actorUserId: userId,
      actingLocalAuthorityId,
      action: 'create',
      entity,
      entityId: written.replacement.id,
      after: written.replacement,
    });
  }
  return { retired: current.id, replacement: replacementId };
}
