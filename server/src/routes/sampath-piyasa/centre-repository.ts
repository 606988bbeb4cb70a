import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { isUuid } from '#db/uuid';
import { AppError, notFound } from '#errors';
import { pageOf } from '#schemas/paging';
import type { NewCentre } from './rules';
import type { Centre, CentreSearcher } from './schemas';

type Numeric = string | number;

interface CentreRow {
  id: string;
  local_authority_id: string;
  name: string;
  location: string;
  latitude: Numeric | null;
  longitude: Numeric | null;
  description: string;
  is_material_recovery_facility: boolean;
  is_recycling_facility: boolean;
  is_active: boolean;
  last_entry_date: string | null;
  collected_kg_this_year: Numeric;
}

/** A centre with its latest period end and this year's collected kg; `$year` is the parameter holding the year. */
const centreColumns = (year: string) => `c.id, c.local_authority_id, c.name, c.location, c.latitude, c.longitude, c.description,
       c.is_material_recovery_facility, c.is_recycling_facility, c.is_active,
       (SELECT to_char(max(e.end_date), 'YYYY-MM-DD') FROM sampath_piyasa_waste_entries e WHERE e.centre_id = c.id) AS last_entry_date,
       (SELECT coalesce(round(sum(q.collected_kg_per_day
                 * (least(e.end_date, make_date(${year}::int, 12, 31)) - greatest(e.start_date, make_date(${year}::int, 1, 1)) + 1)), 3), 0)
          FROM sampath_piyasa_waste_entries e JOIN sampath_piyasa_waste_quantities q ON q.entry_id = e.id
         WHERE e.centre_id = c.id AND e.start_date <= make_date(${year}::int, 12, 31) AND e.end_date >= make_date(${year}::int, 1, 1)
       ) AS collected_kg_this_year`;

const toCentre = (row: CentreRow): Centre => ({
  id: row.id,
  localAuthorityId: row.local_authority_id,
  name: row.name,
  location: row.location,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  description: row.description,
  isMaterialRecoveryFacility: row.is_material_recovery_facility,
  isRecyclingFacility: row.is_recycling_facility,
  isActive: row.is_active,
  lastEntryDate: row.last_entry_date,
  collectedKgThisYear: Number(row.collected_kg_this_year),
});

export async function findCentre(db: Queryable, id: string, localAuthorityId: string, year: number): Promise<Centre | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<CentreRow>(
    `SELECT ${centreColumns('$3')} FROM sampath_piyasa_centres c WHERE c.id = $1 AND c.local_authority_id = $2`,
    [id, localAuthorityId, year],
  );
  return rows[0] ? toCentre(rows[0]) : null;
}

/**
 * Whether the authority has this centre: the scope check of calls that name one. It reads the primary key
 * only; findCentre also adds up the centre's year, which made every scoped search slower.
 */
export async function centreExists(db: Queryable, id: string, localAuthorityId: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.query('SELECT 1 FROM sampath_piyasa_centres WHERE id = $1 AND local_authority_id = $2', [id, localAuthorityId]);
  return rows.length > 0;
}

export async function searchCentres(db: Queryable, localAuthorityId: string, searcher: CentreSearcher, year: number) {
  const page = pageOf(searcher);
  const params = [
    localAuthorityId,
    searcher.name?.trim() || null,
    searcher.isMaterialRecoveryFacility ?? null,
    searcher.isRecyclingFacility ?? null,
    searcher.includeInactive ?? true,
  ];
  const where = `WHERE c.local_authority_id = $1
        AND ($2::text IS NULL OR strpos(lower(c.name), lower($2::text)) > 0)
        AND ($3::boolean IS NULL OR c.is_material_recovery_facility = $3::boolean)
        AND ($4::boolean IS NULL OR c.is_recycling_facility = $4::boolean)
        AND ($5::boolean OR c.is_active)`;
  const { rows, total } = await countedPage<CentreRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM sampath_piyasa_centres c ${where}`, params },
    {
      sql: `SELECT ${centreColumns('$6')} FROM sampath_piyasa_centres c ${where}
        ORDER BY lower(c.name) ${page.direction}, c.id LIMIT $7 OFFSET $8`,
      params: [...params, year, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toCentre), total };
}

export async function activeCentres(db: Queryable, localAuthorityId: string) {
  const { rows } = await db.query<{ id: string; name: string; location: string }>(
    'SELECT id, name, location FROM sampath_piyasa_centres WHERE local_authority_id = $1 AND is_active ORDER BY lower(name), id',
    [localAuthorityId],
  );
  return rows;
}

const duplicateName = (name: string) =>
  new AppError(
    409,
    'DUPLICATE_CENTRE_NAME',
    `A Sampath Piyasa centre named "${name}" is already registered for this local authority`,
  ).withParams({
    name,
  });

/**
 * Registers a centre, or updates one of the authority's (`id`); audited in the same transaction. The
 * authority's lock makes the name check and the write one step.
 */
export async function saveCentre(
  db: Database,
  localAuthorityId: string,
  actorUserId: string,
  id: string | undefined,
  centre: NewCentre,
  year: number,
): Promise<Centre> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sampath_piyasa_centre:' || $1::text))`, [localAuthorityId]);
    const before = id === undefined ? null : await findCentre(tx, id, localAuthorityId, year);
    if (id !== undefined && !before) throw notFound('Sampath Piyasa centre not found', 'CENTRE');
    const clash = await tx.query(
      'SELECT 1 FROM sampath_piyasa_centres WHERE local_authority_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid)',
      [localAuthorityId, centre.name, id ?? null],
    );
    if (clash.rows.length > 0) throw duplicateName(centre.name);
    const values = [
      centre.name,
      centre.location,
      centre.latitude,
      centre.longitude,
      centre.description,
      centre.isMaterialRecoveryFacility,
      centre.isRecyclingFacility,
      centre.isActive,
    ];
    const written =
      id === undefined
        ? await tx.query<{ id: string }>(
            `INSERT INTO sampath_piyasa_centres (name, location, latitude, longitude, description, is_material_recovery_facility,
               is_recycling_facility, is_active, local_authority_id, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [...values, localAuthorityId, actorUserId],
          )
        : await tx.query<{ id: string }>(
            `UPDATE sampath_piyasa_centres SET name = $1, location = $2, latitude = $3, longitude = $4, description = $5,
               is_material_recovery_facility = $6, is_recycling_facility = $7, is_active = $8, updated_at = now()
             WHERE id = $9 RETURNING id`,
            [...values, id],
          );
    const saved = await findCentre(tx, written.rows[0].id, localAuthorityId, year);
    if (!saved) throw new Error('The saved centre is missing');
    await recordAudit(tx, {
      actorUserId,
      actingLocalAuthorityId: localAuthorityId,
      action: id === undefined ? 'create' : 'update',
      entity: 'sampath_piyasa_centre',
      entityId: saved.id,
      before: before ?? undefined,
      after: saved,
    });
    return saved;
  });
}
