import { forgetMfaResults } from '#mfa/contributions';
import { recordAudit, type AuditEntity } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { isUuid } from '#db/uuid';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { correctionPending } from './rules';
import type { CorrectionSummary, RecordKind, RecordLink, RecordStanding, RecordStatus } from './schemas';

/** Whose records a correction is about: an authority's or a recycler's (exactly one). */
export type Owner = { localAuthorityId: string; recyclerId: null } | { localAuthorityId: null; recyclerId: string };
export const authorityOwner = (localAuthorityId: string): Owner => ({ localAuthorityId, recyclerId: null });
export const recyclerOwner = (recyclerId: string): Owner => ({ localAuthorityId: null, recyclerId });

/** The live table of each kind of record, and the audit log's name for its rows. */
export const RECORD_TABLES: Record<RecordKind, { table: string; entity: AuditEntity }> = {
  LA_WASTE: { table: 'la_waste_records', entity: 'la_waste_record' },
  CENTRE_WASTE: { table: 'sampath_piyasa_waste_entries', entity: 'sampath_piyasa_waste_entry' },
  RECYCLER_RETURN: { table: 'recycler_returns', entity: 'recycler_return' },
};

export interface RetiredRecord {
  id: string;
  status: Exclude<RecordStatus, 'CURRENT'>;
  supersededBy: string | null;
  /** The record's view as it was when retired. */
  record: Record<string, unknown>;
}

const OWNED = `($3::text IS NULL OR local_authority_id = $3::text) AND ($4::text IS NULL OR recycler_id = $4::text)`;

/** A retired record of the kind by its id (an authority's record: or its waste ID), within the owner's (null: anyone's). */
export async function findRetired(db: Queryable, kind: RecordKind, key: string, owner: Owner | null): Promise<RetiredRecord | null> {
  if (!isUuid(key) && kind !== 'LA_WASTE') return null;
  const { rows } = await db.query<{
    id: string;
    status: RetiredRecord['status'];
    superseded_by: string | null;
    record: RetiredRecord['record'];
  }>(
    `SELECT id, status, superseded_by, record FROM retired_records
      WHERE kind = $1 AND ${isUuid(key) ? 'id = $2::uuid' : 'waste_id = $2'} AND ${OWNED}`,
    [kind, key, owner?.localAuthorityId ?? null, owner?.recyclerId ?? null],
  );
  const row = rows[0];
  return row ? { id: row.id, status: row.status, supersededBy: row.superseded_by, record: row.record } : null;
}

/** A link to a record, current or retired; an authority's names its waste ID. */
async function linkTo(db: Queryable, kind: RecordKind, id: string): Promise<RecordLink> {
  if (kind !== 'LA_WASTE') return { id };
  const { rows } = await db.query<{ waste_id: string }>(
    `SELECT waste_id FROM la_waste_records WHERE id = $1 UNION ALL SELECT waste_id FROM retired_records WHERE id = $1`,
    [id],
  );
  return rows[0] ? { id, wasteId: rows[0].waste_id } : { id };
}

/** The open correction of a record, if any. */
export async function openCorrectionOf(db: Queryable, recordId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM waste_corrections WHERE record_id = $1 AND status IN (0, 1)`, [recordId]);
  return rows[0]?.id ?? null;
}

/** A record's standing: its status, what replaced it or what it replaces, and the correction waiting for it. */
export async function standingOf(db: Queryable, kind: RecordKind, id: string, retired: RetiredRecord | null): Promise<RecordStanding> {
  const [replaced, pending] = await Promise.all([
    db.query<{ id: string; waste_id: string | null }>(`SELECT id, waste_id FROM retired_records WHERE superseded_by = $1`, [id]),
    openCorrectionOf(db, id),
  ]);
  const replaces = replaced.rows[0];
  return {
    status: retired?.status ?? 'CURRENT',
    replacedBy: retired?.supersededBy ? await linkTo(db, kind, retired.supersededBy) : null,
    replaces: replaces ? { id: replaces.id, ...(replaces.waste_id === null ? {} : { wasteId: replaces.waste_id }) } : null,
    pendingCorrection: pending === null ? null : { id: pending },
  };
}

export interface NewCorrection {
  kind: RecordKind;
  recordId: string;
  owner: Owner;
  recordLabel: string;
  reason: string;
  /** The replacement as sent (null: void) and as it would be saved. */
  replacement: unknown;
  proposed: unknown;
  acknowledgedWarnings: readonly PlausibilityWarning[];
  userId: string;
}

/**
 * Opens a correction (status 0, new) and audits it. The record's lock makes the check for an open correction and
 * the insert one step (the partial unique index is the last word): a second is 409 CORRECTION_PENDING.
 */
export async function openCorrection(db: Database, correction: NewCorrection): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('waste_correction:' || $1::text))`, [correction.recordId]);
    const open = await openCorrectionOf(tx, correction.recordId);
    if (open) throw correctionPending(open);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO waste_corrections (record_kind, record_id, local_authority_id, recycler_id, record_label, reason, void,
                                      replacement, proposed, acknowledged_warnings, request_user_id, update_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $11) RETURNING id`,
      [
        correction.kind,
        correction.recordId,
        correction.owner.localAuthorityId,
        correction.owner.recyclerId,
        correction.recordLabel,
        correction.reason,
        correction.replacement === null,
        correction.replacement === null ? null : JSON.stringify(correction.replacement),
        correction.proposed === null ? null : JSON.stringify(correction.proposed),
        JSON.stringify(correction.acknowledgedWarnings),
        correction.userId,
      ],
    );
    const id = rows[0].id;
    await recordAudit(tx, {
      actorUserId: correction.userId,
      actingLocalAuthorityId: correction.owner.localAuthorityId,
      action: 'create',
      entity: 'waste_correction',
      entityId: id,
      after: {
        id,
        recordKind: correction.kind,
        recordId: correction.recordId,
        recyclerId: correction.owner.recyclerId,
        recordLabel: correction.recordLabel,
        reason: correction.reason,
        void: correction.replacement === null,
        proposed: correction.proposed,
        acknowledgedWarnings: correction.acknowledgedWarnings,
      },
    });
    return id;
  });
}

/** A correction as stored, for an admin to complete. */
export interface StoredCorrection {
  id: string;
  kind: RecordKind;
  recordId: string;
  owner: Owner;
  recordLabel: string;
  reason: string;
  replacement: unknown;
  proposed: unknown;
  acknowledgedWarnings: PlausibilityWarning[];
  authorId: string | null;
}

export async function findCorrection(db: Queryable, id: string): Promise<StoredCorrection | null> {
  const { rows } = await db.query<{
    id: string;
    record_kind: RecordKind;
    record_id: string;
    local_authority_id: string | null;
    recycler_id: string | null;
    record_label: string;
    reason: string;
    replacement: unknown;
    proposed: unknown;
    acknowledged_warnings: PlausibilityWarning[];
    request_user_id: string | null;
  }>(`SELECT * FROM waste_corrections WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.record_kind,
    recordId: row.record_id,
    owner: row.local_authority_id === null ? recyclerOwner(row.recycler_id!) : authorityOwner(row.local_authority_id),
    recordLabel: row.record_label,
    reason: row.reason,
    replacement: row.replacement,
    proposed: row.proposed,
    acknowledgedWarnings: row.acknowledged_warnings,
    authorId: row.request_user_id,
  };
}

/**
 * Moves a current record out of its live table into the archive, in the admin's transaction: the live table's
 * triggers take it off the year sums and bump the MFA input version. `write` runs between the two (the record gone,
 * so that its replacement does not overlap it) and answers the replacement's id, if any.
 */
export async function retireRecord(
  tx: Queryable,
  retiring: { kind: RecordKind; record: { id: string; wasteId?: string }; correction: StoredCorrection; userId: string },
  write: () => Promise<string | null>,
): Promise<string | null> {
  const { kind, record, correction } = retiring;
  await tx.query(`DELETE FROM ${RECORD_TABLES[kind].table} WHERE id = $1`, [record.id]);
  // Centre entries and recyclers' returns reach the MFA through contribution sources, not triggers: recompute.
  if (kind !== 'LA_WASTE') await forgetMfaResults(tx, correction.owner.localAuthorityId);
  const replacementId = await write();
  await tx.query(
    `INSERT INTO retired_records (id, kind, local_authority_id, recycler_id, waste_id, status, superseded_by, correction_id, record, retired_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
    [
      record.id,
      kind,
      correction.owner.localAuthorityId,
      correction.owner.recyclerId,
      record.wasteId ?? null,
      replacementId === null ? 'VOIDED' : 'SUPERSEDED',
      replacementId,
      correction.id,
      JSON.stringify(record),
      retiring.userId,
    ],
  );
  await tx.query(`UPDATE waste_corrections SET replacement_id = $2 WHERE id = $1`, [correction.id, replacementId]);
  return replacementId;
}

/** A correction's header in SQL, over `waste_corrections` as `alias`: what it does to which record (Void WD-LG-11001-000001). */
export const correctionHeader = (alias: string) => `((CASE WHEN ${alias}.void THEN 'Void ' ELSE 'Replace ' END)
  || (CASE ${alias}.record_kind WHEN 'CENTRE_WASTE' THEN 'centre entry ' WHEN 'RECYCLER_RETURN' THEN 'return ' ELSE '' END)
  || ${alias}.record_label)`;

/** The columns a CorrectionSummary is read from. */
export interface CorrectionSummaryRow {
  record_kind: RecordKind;
  record_id: string;
  record_label: string;
  void: boolean;
  reason: string;
}

export const correctionSummary = (row: CorrectionSummaryRow): CorrectionSummary => ({
  recordKind: row.record_kind,
  recordId: row.record_id,
  recordLabel: row.record_label,
  void: row.void,
  reason: row.reason,
});

export interface SentCorrectionRow extends CorrectionSummaryRow {
  id: string;
  header: string;
  status: number;
  insert_datetime: Date;
  discard_reason: string | null;
}

/** A recycler's corrections, newest first (an authority's are listed with its parameter requests). */
export async function sentCorrections(db: Queryable, recyclerId: string): Promise<SentCorrectionRow[]> {
  const { rows } = await db.query<SentCorrectionRow>(
    `SELECT c.id, ${correctionHeader('c')} AS header, c.status, c.insert_datetime, c.discard_reason,
            c.record_kind, c.record_id::text AS record_id, c.record_label, c.void, c.reason
       FROM waste_corrections c WHERE c.recycler_id = $1 ORDER BY c.insert_datetime DESC, c.id LIMIT 500`,
    [recyclerId],
  );
  return rows;
}
