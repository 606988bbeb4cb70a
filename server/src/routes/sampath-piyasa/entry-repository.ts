import { forgetMfaResults } from '#mfa/contributions';
import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { isUuid } from '#db/uuid';
import { AppError, notFound } from '#errors';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { pageOf } from '#schemas/paging';
import { roundKg } from '#routes/local-authority/waste-normalisation';
import { period, type PeriodRow } from '#routes/local-authority/waste-record-row';
import { created, creatorColumns, type CreatorRow } from '#users/record-creator';
import type { NewEntry } from './rules';
import type { Entry, WasteSearcher } from './schemas';

type Numeric = string | number;

interface EntryRow extends PeriodRow, CreatorRow {
  id: string;
  centre_id: string;
  centre_name: string;
  local_authority_id: string;
  type_of_collection_id: string;
  acknowledged_warnings: PlausibilityWarning[];
  quantities: {
    material_id: string;
    collected_kg: Numeric;
    sold_kg: Numeric;
    rejected_kg: Numeric;
    collected_kg_per_day: Numeric;
    sold_kg_per_day: Numeric;
    rejected_kg_per_day: Numeric;
  }[];
}

/** An entry with its quantities; read from `sampath_piyasa_waste_entries e` (json keeps numerics exact as text on both databases). */
const ENTRY_SELECT = `SELECT e.id, e.centre_id, c.name AS centre_name, e.local_authority_id, e.frequency_type,
       to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date, e.days,
       e.type_of_collection_id, e.acknowledged_warnings, ${creatorColumns('e')},
       (SELECT coalesce(json_agg(json_build_object(
                 'material_id', q.material_id, 'collected_kg', q.collected_kg::text, 'sold_kg', q.sold_kg::text, 'rejected_kg', q.rejected_kg::text,
                 'collected_kg_per_day', q.collected_kg_per_day::text, 'sold_kg_per_day', q.sold_kg_per_day::text,
                 'rejected_kg_per_day', q.rejected_kg_per_day::text) ORDER BY q.material_id), '[]'::json)
          FROM sampath_piyasa_waste_quantities q WHERE q.entry_id = e.id) AS quantities
  FROM sampath_piyasa_waste_entries e
  JOIN sampath_piyasa_centres c ON c.id = e.centre_id
  LEFT JOIN users u ON u.id = e.created_by`;

function toEntry(row: EntryRow): Entry {
  const quantities = row.quantities.map((q) => ({
    materialId: q.material_id,
    collectedKg: Number(q.collected_kg),
    soldKg: Number(q.sold_kg),
    rejectedKg: Number(q.rejected_kg),
    kgPerDay: {
      collected: roundKg(Number(q.collected_kg_per_day)),
      sold: roundKg(Number(q.sold_kg_per_day)),
      rejected: roundKg(Number(q.rejected_kg_per_day)),
    },
  }));
  const sum = (pick: (q: (typeof quantities)[number]) => number) => roundKg(quantities.reduce((total, q) => total + pick(q), 0));
  return {
    id: row.id,
    sampathPiyasaId: row.centre_id,
    centreName: row.centre_name,
    localAuthorityId: row.local_authority_id,
    ...period(row),
    typeOfCollectionId: row.type_of_collection_id,
    quantities,
    totals: { collectedKg: sum((q) => q.collectedKg), soldKg: sum((q) => q.soldKg), rejectedKg: sum((q) => q.rejectedKg) },
    acknowledgedWarnings: row.acknowledged_warnings,
    ...created(row),
  };
}

/** One entry; null when there is none or it belongs to another authority than `localAuthorityId` (null: any). */
export async function findEntry(db: Queryable, id: string, localAuthorityId: string | null): Promise<Entry | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<EntryRow>(`${ENTRY_SELECT} WHERE e.id = $1 AND ($2::text IS NULL OR e.local_authority_id = $2::text)`, [
    id,
    localAuthorityId,
  ]);
  return rows[0] ? toEntry(rows[0]) : null;
}

interface OverlapRow {
  id: string;
  centre_name: string;
  material_id: string;
  start_date: string;
  end_date: string;
}

const overlapping = (existing: OverlapRow) =>
  new AppError(
    409,
    'DUPLICATE_CENTRE_WASTE_DATA',
    `Waste data of ${existing.centre_name} for this period, type of collection and ${existing.material_id} already exists: ${existing.id} (${existing.start_date} to ${existing.end_date})`,
    { id: existing.id, materialId: existing.material_id, startDate: existing.start_date, endDate: existing.end_date },
  ).withParams({
    centre: existing.centre_name,
    material: existing.material_id,
    startDate: existing.start_date,
    endDate: existing.end_date,
  });

/** 404 naming the first of the centres that is not an active centre of the authority; otherwise their names by id. */
export async function refuseUnknownCentres(
  db: Queryable,
  localAuthorityId: string,
  centreIds: readonly string[],
): Promise<Map<string, string>> {
  const { rows: centres } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM sampath_piyasa_centres WHERE id = ANY($1::uuid[]) AND local_authority_id = $2 AND is_active',
    [centreIds, localAuthorityId],
  );
  const known = new Map(centres.map((centre) => [centre.id, centre.name]));
  const unknown = centreIds.find((id) => !known.has(id));
  if (unknown) throw notFound(`Sampath Piyasa centre ${unknown} not found`, 'CENTRE');
  return known;
}

/** Takes the centres' locks in id order, so that concurrent saves check and insert one after the other. */
export async function lockCentres(tx: Queryable, centreIds: readonly string[]): Promise<void> {
  for (const id of [...centreIds].sort())
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sampath_piyasa_waste:' || $1::text))`, [id]);
}

/**
 * 409 DUPLICATE_CENTRE_WASTE_DATA when an entry of the centre and type of collection overlaps the period for one of its
 * materials; `except` is the entry a correction's replacement will take the place of.
 */
export async function refuseOverlap(tx: Queryable, entry: NewEntry, except: string | null = null): Promise<void> {
  const materials = entry.quantities.map((quantity) => quantity.materialId);
  // Periods are at most 366 days, so an overlapping one starts at most 365 days earlier.
  const overlap = await tx.query<OverlapRow>(
    `SELECT e.id, c.name AS centre_name, q.material_id, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date
       FROM sampath_piyasa_waste_entries e
       JOIN sampath_piyasa_centres c ON c.id = e.centre_id
       JOIN sampath_piyasa_waste_quantities q ON q.entry_id = e.id
      WHERE e.centre_id = $1 AND e.type_of_collection_id = $2 AND q.material_id = ANY($3::text[])
        AND e.start_date <= $5::date AND e.start_date >= $4::date - 365 AND e.end_date >= $4::date
        AND ($6::uuid IS NULL OR e.id <> $6::uuid)
      ORDER BY e.start_date, e.id LIMIT 1`,
    [entry.sampathPiyasaId, entry.typeOfCollectionId, materials, entry.startDate, entry.endDate, except],
  );
  if (overlap.rows[0]) throw overlapping(overlap.rows[0]);
}

/** Writes a checked entry and its quantities under its centre's lock (taken by the caller); answers it as read back. */
export async function writeEntry(
  tx: Queryable,
  localAuthorityId: string,
  entry: NewEntry,
  written: { createdBy: string | null; acknowledgedWarnings: readonly PlausibilityWarning[] },
): Promise<Entry> {
  const inserted = await tx.query<{ id: string; days: number }>(
    `INSERT INTO sampath_piyasa_waste_entries
       (centre_id, local_authority_id, frequency_type, start_date, end_date, type_of_collection_id, created_by, acknowledged_warnings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id, days`,
    [
      entry.sampathPiyasaId,
      localAuthorityId,
      entry.frequencyType,
      entry.startDate,
      entry.endDate,
      entry.typeOfCollectionId,
      written.createdBy,
      JSON.stringify(written.acknowledgedWarnings),
    ],
  );
  const { id, days } = inserted.rows[0];
  // The centres' plastic is an MFA input (routes/mfa/centre-contributions.ts): the years it touches recompute.
  for (let year = Number(entry.startDate.slice(0, 4)); year <= Number(entry.endDate.slice(0, 4)); year += 1)
    await forgetMfaResults(tx, localAuthorityId, year);
  for (const quantity of entry.quantities) {
    await tx.query(
      `INSERT INTO sampath_piyasa_waste_quantities (entry_id, material_id, collected_kg, sold_kg, rejected_kg, days) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, quantity.materialId, quantity.collectedKg, quantity.soldKg, quantity.rejectedKg, days],
    );
  }
  const saved = await findEntry(tx, id, localAuthorityId);
  if (!saved) throw new Error('The inserted centre waste entry is missing');
  return saved;
}

/**
 * Saves every entry in one transaction, or none: a centre outside the authority (or deactivated) refuses
 * the whole call, and so does an overlap with a saved entry or with an earlier entry of the same call.
 * The centres' locks, taken in id order, make the checks and inserts one step for concurrent calls.
 * Each entry keeps the plausibility warnings acknowledged for it.
 */
export async function saveEntries(
  db: Database,
  localAuthorityId: string,
  actorUserId: string,
  entries: readonly { entry: NewEntry; acknowledgedWarnings: readonly PlausibilityWarning[] }[],
): Promise<Entry[]> {
  return db.transaction(async (tx) => {
    const centreIds = [...new Set(entries.map(({ entry }) => entry.sampathPiyasaId))].sort();
    await refuseUnknownCentres(tx, localAuthorityId, centreIds);
    await lockCentres(tx, centreIds);
    const saved: Entry[] = [];
    for (const { entry, acknowledgedWarnings } of entries) {
      await refuseOverlap(tx, entry);
      const entryNow = await writeEntry(tx, localAuthorityId, entry, { createdBy: actorUserId, acknowledgedWarnings });
      await recordAudit(tx, {
        actorUserId,
        actingLocalAuthorityId: localAuthorityId,
        action: 'create',
        entity: 'sampath_piyasa_waste_entry',
        entityId: entryNow.id,
        after: entryNow,
      });
      saved.push(entryNow);
    }
    return saved;
  });
}

/** One authority's entries, or one centre's, by period start; both queries on the start-date indexes. */
export async function searchEntries(db: Queryable, localAuthorityId: string, centreId: string | null, searcher: WasteSearcher) {
  const page = pageOf(searcher);
  const params = [localAuthorityId, centreId, searcher.typeOfCollectionId ?? null];
  const where = `WHERE e.local_authority_id = $1
        AND ($2::uuid IS NULL OR e.centre_id = $2::uuid)
        AND ($3::text IS NULL OR e.type_of_collection_id = $3::text)`;
  const { rows, total } = await countedPage<EntryRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM sampath_piyasa_waste_entries e ${where}`, params },
    {
      sql: `WITH page AS (
         SELECT e.id, e.start_date FROM sampath_piyasa_waste_entries e ${where}
          ORDER BY e.start_date ${page.direction}, e.id ${page.direction} LIMIT $4 OFFSET $5
       )
       ${ENTRY_SELECT}
       JOIN page ON page.id = e.id
       ORDER BY page.start_date ${page.direction}, page.id ${page.direction}`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toEntry), total };
}
