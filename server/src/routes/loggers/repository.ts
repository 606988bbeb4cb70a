import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { pageOf } from '#schemas/paging';
import type { LoggerFilters, LoggerRow, LoggerSearcher, LoggerSearchResult } from './schemas';

export const EXPORT_LIMIT = 50_000;

/** Days are Sri Lanka days (+05:30 all year, no daylight saving). */
function whereOf(filters: LoggerFilters): { where: string; params: unknown[] } {
  const params = [
    filters.userId ?? null,
    filters.actingLocalAuthorityId ?? null,
    filters.action ?? null,
    filters.entity ?? null,
    filters.fromDate ?? null,
    filters.toDate ?? null,
  ];
  const where = `WHERE ($1::uuid IS NULL OR a.actor_user_id = $1::uuid)
        AND ($2::text IS NULL OR a.acting_local_authority_id = $2::text)
        AND ($3::text IS NULL OR a.action = $3::text)
        AND ($4::text IS NULL OR a.entity = $4::text)
        AND ($5::text IS NULL OR a.at >= ($5::text || 'T00:00:00+05:30')::timestamptz)
        AND ($6::text IS NULL OR a.at < ((($6::text)::date + 1)::text || 'T00:00:00+05:30')::timestamptz)`;
  return { where, params };
}

/** The entry's record as a uuid when it is one (so that a lookup uses the primary key), else null. */
const ENTITY_UUID = `(CASE WHEN a.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.entity_id::uuid END)`;

/** The record in words where its table still names it: a person, an authority, a waste ID, a request's header. */
const RECORD_LABEL = `CASE a.entity
    WHEN 'user' THEN (SELECT nullif(trim(r.first_name || ' ' || r.last_name), '') FROM users r WHERE r.id = ${ENTITY_UUID})
    WHEN 'local_authorities' THEN ra.name
    WHEN 'mfa_parameter' THEN ra.name
    WHEN 'recycler' THEN (SELECT r.name FROM recyclers r WHERE r.id = a.entity_id)
    WHEN 'recycler_master_data' THEN (SELECT r.name FROM recycler_master_data r WHERE r.id = a.entity_id)
    WHEN 'la_waste_record' THEN coalesce(
      (SELECT r.waste_id FROM la_waste_records r WHERE r.id = ${ENTITY_UUID}),
      (SELECT r.waste_id FROM retired_records r WHERE r.id = ${ENTITY_UUID}))
    WHEN 'parameter_request' THEN (SELECT r.header FROM parameter_requests r WHERE r.id = ${ENTITY_UUID})
    WHEN 'waste_correction' THEN (SELECT r.record_label FROM waste_corrections r WHERE r.id = ${ENTITY_UUID})
    WHEN 'sampath_piyasa_centre' THEN (SELECT r.name FROM sampath_piyasa_centres r WHERE r.id = ${ENTITY_UUID})
    WHEN 'customs_upload' THEN (SELECT r.file_name FROM customs_uploads r WHERE r.id = ${ENTITY_UUID})
  END`;

const SELECT = `SELECT a.id::text AS id, a.at, a.action, a.entity, a.entity_id AS "entityId", ${RECORD_LABEL} AS "recordLabel",
         ra.name_si AS "recordLabelSi", ra.name_ta AS "recordLabelTa",
         a.actor_user_id::text AS "userId",
         CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS "userName",
         u.email AS "userEmail",
         a.acting_local_authority_id AS "actingLocalAuthorityId", la.name AS "actingLocalAuthorityName",
         la.name_si AS "actingLocalAuthorityNameSi", la.name_ta AS "actingLocalAuthorityNameTa",
         a.before, a.after
    FROM audit_log a
    LEFT JOIN users u ON u.id = a.actor_user_id
    LEFT JOIN local_authorities la ON la.id = a.acting_local_authority_id
    LEFT JOIN local_authorities ra ON a.entity IN ('local_authorities', 'mfa_parameter') AND ra.id = a.entity_id`;

type StoredRow = Omit<LoggerRow, 'at'> & { at: Date };
const rowOf = (row: StoredRow): LoggerRow => ({ ...row, at: row.at.toISOString() });

/** Newest first by default: the audit log is read from its end. */
export async function searchLoggers(db: Queryable, searcher: LoggerSearcher): Promise<LoggerSearchResult> {
  const page = pageOf({ ...searcher, pageSort: searcher.pageSort ?? 'DESC' });
  const { where, params } = whereOf(searcher);
  const { rows, total } = await countedPage<StoredRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM audit_log a ${where}`, params },
    { sql: `${SELECT} ${where} ORDER BY a.id ${page.direction} LIMIT $7 OFFSET $8`, params: [...params, page.limit, page.offset] },
  );
  return { rows: rows.map(rowOf), total };
}

export async function exportLoggers(db: Queryable, filters: LoggerFilters): Promise<LoggerRow[]> {
  const { where, params } = whereOf(filters);
  const { rows } = await db.query<StoredRow>(`${SELECT} ${where} ORDER BY a.id DESC LIMIT $7`, [...params, EXPORT_LIMIT]);
  return rows.map(rowOf);
}

export async function loggerOptions(db: Queryable): Promise<{ actions: string[]; entities: string[] }> {
  const actions = await db.query<{ value: string }>('SELECT DISTINCT action AS value FROM audit_log ORDER BY 1');
  const entities = await db.query<{ value: string }>('SELECT DISTINCT entity AS value FROM audit_log ORDER BY 1');
  return { actions: actions.rows.map((row) => row.value), entities: entities.rows.map((row) => row.value) };
}
