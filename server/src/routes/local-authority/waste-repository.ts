import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { isUuid } from '#db/uuid';
import { AppError } from '#errors';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { pageOf } from '#schemas/paging';
import { toWasteRecord, WASTE_RECORD_COLUMNS, type WasteRecordRow } from './waste-record-row';
import type { NewWasteRecord } from './waste-rules';
import type { WasteRecord, WasteSearcher, WasteSearchResult } from './waste-schemas';

const SUGGESTIONS_LIMIT = 50;

/**
 * A record by its id or by the waste ID people read off the screen (`WD-LG-11001-000001`). Null when there
 * is no such record, or it belongs to another authority than `localAuthorityId` (null: any).
 */
export async function findWasteRecord(db: Queryable, idOrWasteId: string, localAuthorityId: string | null): Promise<WasteRecord | null> {
  const key = isUuid(idOrWasteId) ? 'r.id' : 'r.waste_id';
  const { rows } = await db.query<WasteRecordRow>(
    `SELECT ${WASTE_RECORD_COLUMNS}
       FROM la_waste_records r
       LEFT JOIN users u ON u.id = r.created_by
      WHERE ${key} = $1 AND ($2::text IS NULL OR r.local_authority_id = $2::text)`,
    [idOrWasteId, localAuthorityId],
  );
  return rows[0] ? toWasteRecord(rows[0]) : null;
}

interface OverlapRow {
  id: string;
  waste_id: string;
  start_date: string;
  end_date: string;
}

function duplicateWasteData(existing: OverlapRow): AppError {
  const { id, waste_id: wasteId, start_date: startDate, end_date: endDate } = existing;
  return new AppError(
    409,
    'DUPLICATE_WASTE_DATA',
    `Waste data for this period and plastic type already exists: ${wasteId} (${startDate} to ${endDate})`,
    { id, wasteId, startDate, endDate },
  ).withParams({ wasteId, startDate, endDate });
}

/** Serialises an authority's overlap checks, inserts and waste id numbers, in the caller's transaction. */
export async function lockAuthorityWaste(tx: Queryable, localAuthorityId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('la_waste:' || $1::text))`, [localAuthorityId]);
}

/**
 * 409 DUPLICATE_WASTE_DATA when a record of the authority and plastic type overlaps the period; `except` is the
 * record a correction's replacement will take the place of.
 */
export async function refuseOverlap(
  tx: Queryable,
  localAuthorityId: string,
  record: Pick<NewWasteRecord, 'plasticType' | 'startDate' | 'endDate'>,
  except: string | null = null,
) {
  // Periods are at most 366 days long, so an overlapping one starts at most 365 days earlier.
  const overlap = await tx.query<OverlapRow>(
    `SELECT id, waste_id, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date
       FROM la_waste_records
      WHERE local_authority_id = $1 AND plastic_type = $2
        AND start_date <= $4::date AND start_date >= $3::date - 365 AND end_date >= $3::date
        AND ($5::uuid IS NULL OR id <> $5::uuid)
      ORDER BY start_date, waste_id
      LIMIT 1`,
    [localAuthorityId, record.plasticType, record.startDate, record.endDate, except],
  );
  if (overlap.rows[0]) throw duplicateWasteData(overlap.rows[0]);
}

async function nextWasteId(tx: Queryable, localAuthorityId: string): Promise<string> {
  const counter = await tx.query<{ last_number: number }>(
    `INSERT INTO la_waste_id_counters (local_authority_id, last_number) VALUES ($1, 1)
     ON CONFLICT (local_authority_id) DO UPDATE SET last_number = la_waste_id_counters.last_number + 1
     RETURNING last_number`,
    [localAuthorityId],
  );
  return `WD-${localAuthorityId}-${String(counter.rows[0].last_number).padStart(6, '0')}`;
}

/**
 * Writes a checked record under the authority's lock (taken by the caller): its waste id, who created it and the
 * plausibility warnings acknowledged for it. Answers it as read back.
 */
export async function writeWasteRecord(
  tx: Queryable,
  localAuthorityId: string,
  record: NewWasteRecord,
  written: { wasteId: string; createdBy: string | null; acknowledgedWarnings: readonly PlausibilityWarning[] },
): Promise<WasteRecord> {
  const { kg } = record;
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO la_waste_records (
       waste_id, local_authority_id, frequency_type, start_date, end_date, plastic_type, quantity_unit,
       collected_quantity, recovered_quantity, rejected_quantity, discarded_quantity, recycled_quantity_kg,
       product_type, destination, budget, description,
       collected_kg, recovered_kg, rejected_kg, discarded_kg, recycled_kg, created_by, acknowledged_warnings, msw_collected_kg)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23::jsonb, $24)
     RETURNING id`,
    [
      written.wasteId,
      localAuthorityId,
      record.frequencyType,
      record.startDate,
      record.endDate,
      record.plasticType,
      record.quantityUnit,
      record.collectedQuantity,
      record.recoveredQuantity,
      record.rejectedQuantity,
      record.discardedQuantity,
      record.recycledQuantityKg,
      record.productType,
      record.destination,
      record.budget,
      record.description,
      kg.collected,
      kg.recovered,
      kg.rejected,
      kg.discarded,
      kg.recycled,
      written.createdBy,
      JSON.stringify(written.acknowledgedWarnings),
      record.mswCollectedKg,
    ],
  );
  const saved = await findWasteRecord(tx, inserted.rows[0].id, localAuthorityId);
  if (!saved) throw new Error('The inserted waste record is missing');
  return saved;
}

/**
 * Saves the record under the next waste id of the authority and audits it. One record per authority,
 * plastic type and day: an overlapping period answers 409. The authority's lock makes check and insert
 * one step for concurrent requests (and serialises its waste id numbers).
 */
export async function insertWasteRecord(
  db: Database,
  localAuthorityId: string,
  actorUserId: string,
  record: NewWasteRecord,
  acknowledgedWarnings: readonly PlausibilityWarning[] = [],
): Promise<WasteRecord> {
  return db.transaction(async (tx) => {
    await lockAuthorityWaste(tx, localAuthorityId);
    await refuseOverlap(tx, localAuthorityId, record);
    const wasteId = await nextWasteId(tx, localAuthorityId);
    const saved = await writeWasteRecord(tx, localAuthorityId, record, { wasteId, createdBy: actorUserId, acknowledgedWarnings });
    await recordAudit(tx, {
      actorUserId,
      actingLocalAuthorityId: localAuthorityId,
      action: 'create',
      entity: 'la_waste_record',
      entityId: saved.id,
      after: saved,
    });
    return saved;
  });
}

async function mostUsed(db: Queryable, column: 'product_type' | 'destination', localAuthorityId: string): Promise<string[]> {
  const { rows } = await db.query<{ value: string }>(
    `SELECT ${column} AS value
       FROM la_waste_records
      WHERE local_authority_id = $1 AND ${column} <> ''
      GROUP BY ${column}
      ORDER BY count(*) DESC, ${column} COLLATE "C"
      LIMIT ${SUGGESTIONS_LIMIT}`,
    [localAuthorityId],
  );
  return rows.map((row) => row.value);
}

/** Product types and destinations the authority entered before, most used first. */
export async function findWasteSuggestions(db: Queryable, localAuthorityId: string) {
  const [productTypes, destinations] = await Promise.all([
    mostUsed(db, 'product_type', localAuthorityId),
    mostUsed(db, 'destination', localAuthorityId),
  ]);
  return { productTypes, destinations };
}

/**
 * One authority's records, both queries on the (local_authority_id, start_date, waste_id) index. Periods are
 * at most 366 days, so `start_date >= fromDate - 365` bounds the index range without losing a match.
 */
export async function searchWasteRecords(db: Queryable, localAuthorityId: string, searcher: WasteSearcher): Promise<WasteSearchResult> {
  const page = pageOf(searcher);
  const params = [
    localAuthorityId,
    searcher.fromDate ?? null,
    searcher.toDate ?? null,
    searcher.plasticType ?? null,
    searcher.frequencyType ?? null,
  ];
  const where = `WHERE r.local_authority_id = $1
        AND ($2::date IS NULL OR (r.end_date >= $2::date AND r.start_date >= $2::date - 365))
        AND ($3::date IS NULL OR r.start_date <= $3::date)
        AND ($4::text IS NULL OR r.plastic_type = $4::text)
        AND ($5::text IS NULL OR r.frequency_type = $5::text)`;
  // The page is chosen on the index alone (an index-only scan, however deep the offset), then only its
  // rows are read; the count runs beside it on PostgreSQL's pool.
  const { rows, total } = await countedPage<WasteRecordRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM la_waste_records r ${where}`, params },
    {
      sql: `WITH page AS (
         SELECT r.id, r.start_date, r.waste_id FROM la_waste_records r ${where}
          ORDER BY r.start_date ${page.direction}, r.waste_id COLLATE "C" ${page.direction}
          LIMIT $6 OFFSET $7
       )
       SELECT ${WASTE_RECORD_COLUMNS}
         FROM page
         JOIN la_waste_records r ON r.id = page.id
         LEFT JOIN users u ON u.id = r.created_by
        ORDER BY page.start_date ${page.direction}, page.waste_id COLLATE "C" ${page.direction}`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toWasteRecord), total };
}
