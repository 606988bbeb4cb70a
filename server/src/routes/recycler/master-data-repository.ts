import { randomUUID } from 'node:crypto';
import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { AppError, fieldRefused, notFound } from '#errors';
import { MASTER_DATA_LISTS, type MasterData, type MasterDataBody, type MasterDataEntry, type MasterDataList } from './master-data-schemas';

interface EntryRow {
  id: string;
  list: MasterDataList;
  name: string;
  name_si: string | null;
  name_ta: string | null;
  provisional: boolean;
  retired: boolean;
}

const COLUMNS = 'id, list, name, name_si, name_ta, provisional, retired_at IS NOT NULL AS retired';
const toEntry = ({ id, name, name_si, name_ta, provisional, retired }: EntryRow): MasterDataEntry => ({
  id,
  name,
  nameSi: name_si,
  nameTa: name_ta,
  provisional,
  retired,
});

/** A translation as sent: undefined keeps the stored one, blank clears it. */
const translation = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value.trim() === '' ? null : value.trim();

export async function findMasterData(db: Queryable, includeRetired: boolean): Promise<MasterData> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM recycler_master_data WHERE $1::boolean OR retired_at IS NULL ORDER BY list, position, id`,
    [includeRetired],
  );
  const data = Object.fromEntries(MASTER_DATA_LISTS.map((list) => [list, [] as MasterDataEntry[]])) as MasterData;
  for (const row of rows) data[row.list].push(toEntry(row));
  return data;
}

/** The entries of one list by id (retired ones included), for checking a return's lines. */
export async function findEntries(db: Queryable, list: MasterDataList): Promise<Map<string, MasterDataEntry>> {
  const { rows } = await db.query<EntryRow>(`SELECT ${COLUMNS} FROM recycler_master_data WHERE list = $1`, [list]);
  return new Map(rows.map((row) => [row.id, toEntry(row)]));
}

const nameTaken = (name: string) =>
  new AppError(409, 'MASTER_DATA_NAME_TAKEN', `An entry named '${name}' already exists in this list`).withParams({ name });

export async function saveMasterDataEntry(db: Database, actorUserId: string, body: MasterDataBody): Promise<MasterDataEntry> {
  const name = body.name.trim();
  if (name === '') throw fieldRefused('body.name', 'This field is required', 'VALIDATION').because('REQUIRED');
  const nameSi = translation(body.nameSi);
  const nameTa = translation(body.nameTa);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('recycler_master_data:' || $1::text))`, [body.list]);
    // A name is unique in its list in each of the three languages.
    for (const [column, value] of [
      ['name', name],
      ['name_si', nameSi],
      ['name_ta', nameTa],
    ] as const) {
      if (value === undefined || value === null) continue;
      const clash = await tx.query<{ id: string }>(`SELECT id FROM recycler_master_data WHERE list = $1 AND lower(${column}) = lower($2)`, [
        body.list,
        value,
      ]);
      if (clash.rows[0] && clash.rows[0].id !== body.id) throw nameTaken(value);
    }
    if (body.id === undefined) {
      const id = `MD-${randomUUID().slice(0, 8).toUpperCase()}`;
      const { rows } = await tx.query<EntryRow>(
        `INSERT INTO recycler_master_data (id, list, name, name_si, name_ta, position, retired_at)
         VALUES ($1, $2, $3, $5, $6, (SELECT coalesce(max(position), 0) + 1 FROM recycler_master_data WHERE list = $2), CASE WHEN $4::boolean THEN now() END)
         RETURNING ${COLUMNS}`,
        [id, body.list, name, body.retired ?? false, nameSi ?? null, nameTa ?? null],
      );
      const entry = toEntry(rows[0]);
      await recordAudit(tx, {
        actorUserId,
        action: 'create',
        entity: 'recycler_master_data',
        entityId: id,
        after: { list: body.list, ...entry },
      });
      return entry;
    }
    const before = await tx.query<EntryRow>(`SELECT ${COLUMNS} FROM recycler_master_data WHERE id = $1 AND list = $2 FOR UPDATE`, [
      body.id,
      body.list,
    ]);
    if (!before.rows[0]) throw notFound(`Master data entry ${body.id} not found in ${body.list}`, 'MASTER_DATA_ENTRY');
    const { rows } = await tx.query<EntryRow>(
      `UPDATE recycler_master_data
          SET name = $2,
              name_si = CASE WHEN $4::boolean THEN $5 ELSE name_si END,
              name_ta = CASE WHEN $6::boolean THEN $7 ELSE name_ta END,
              retired_at = CASE WHEN $3::boolean IS NULL THEN retired_at WHEN $3::boolean THEN coalesce(retired_at, now()) END
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [body.id, name, body.retired ?? null, nameSi !== undefined, nameSi ?? null, nameTa !== undefined, nameTa ?? null],
    );
    const entry = toEntry(rows[0]);
    await recordAudit(tx, {
      actorUserId,
      action: 'update',
      entity: 'recycler_master_data',
      entityId: body.id,
      before: toEntry(before.rows[0]),
      after: entry,
    });
    return entry;
  });
}
