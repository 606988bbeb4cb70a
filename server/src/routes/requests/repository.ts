import { correctionHeader, correctionSummary, type CorrectionSummaryRow } from '#corrections/repository';
import type { RecordKind } from '#corrections/schemas';
import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { pageOf } from '#schemas/paging';
import type { AdminRequest, RequestKind, RequestSearcher } from './schemas';

interface StoredRow {
  id: string;
  kind: RequestKind;
  local_authority_id: string | null;
  local_authority_name: string | null;
  local_authority_name_si: string | null;
  local_authority_name_ta: string | null;
  recycler_id: string | null;
  recycler_name: string | null;
  header: string;
  description: string;
  changes: AdminRequest['changes'];
  status: number;
  insert_datetime: Date;
  update_datetime: Date;
  sender_name: string | null;
  sender_email: string | null;
  handled_by_name: string | null;
  discard_reason: string | null;
  record_kind: RecordKind | null;
  record_id: string | null;
  record_label: string | null;
  void: boolean | null;
}

/**
 * Both kinds of request the admins answer, as one queue: parameter changes, and corrections of submitted records
 * (their header says what is done to which record; their description is the author's reason).
 */
const REQUESTS = `(
  SELECT p.id, 'PARAMETERS' AS kind, p.local_authority_id, NULL::text AS recycler_id, p.request_user_id, p.header, p.description,
         p.changes, p.status, p.insert_datetime, p.update_datetime, p.update_user_id, p.discard_reason,
         NULL::text AS record_kind, NULL::uuid AS record_id, NULL::text AS record_label, NULL::boolean AS void
    FROM parameter_requests p
  UNION ALL
  SELECT c.id, 'CORRECTION', c.local_authority_id, c.recycler_id, c.request_user_id, ${correctionHeader('c')}, c.reason, '[]'::jsonb, c.status, c.insert_datetime, c.update_datetime, c.update_user_id, c.discard_reason,
         c.record_kind, c.record_id, c.record_label, c.void
    FROM waste_corrections c
)`;

const SELECT = `SELECT r.id::text AS id, r.kind, r.local_authority_id, la.name AS local_authority_name,
         la.name_si AS local_authority_name_si, la.name_ta AS local_authority_name_ta, r.recycler_id, rc.name AS recycler_name,
         r.header, r.description, r.changes, r.status, r.insert_datetime, r.update_datetime, r.discard_reason,
         r.record_kind, r.record_id::text AS record_id, r.record_label, r.void,
         CASE WHEN s.id IS NULL THEN NULL ELSE trim(s.first_name || ' ' || s.last_name) END AS sender_name, s.email AS sender_email,
         CASE WHEN h.id IS NULL OR r.status = 0 THEN NULL ELSE trim(h.first_name || ' ' || h.last_name) END AS handled_by_name
    FROM ${REQUESTS} r
    LEFT JOIN local_authorities la ON la.id = r.local_authority_id
    LEFT JOIN recyclers rc ON rc.id = r.recycler_id
    LEFT JOIN users s ON s.id = r.request_user_id
    LEFT JOIN users h ON h.id = r.update_user_id`;

function toRequest(row: StoredRow): AdminRequest {
  return {
    id: row.id,
    kind: row.kind,
    localAuthorityId: row.local_authority_id,
    localAuthorityName: row.local_authority_name,
    localAuthorityNameSi: row.local_authority_name_si,
    localAuthorityNameTa: row.local_authority_name_ta,
    recyclerId: row.recycler_id,
    recyclerName: row.recycler_name,
    header: row.header,
    description: row.description,
    changes: row.changes,
    status: row.status,
    seen: row.status !== 0,
    date: new Date(row.insert_datetime).toISOString(),
    updatedAt: new Date(row.update_datetime).toISOString(),
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    handledByName: row.handled_by_name,
    reason: row.discard_reason,
    correction:
      row.kind === 'CORRECTION' ? correctionSummary({ ...(row as StoredRow & CorrectionSummaryRow), reason: row.description }) : null,
  };
}

export async function searchRequests(db: Queryable, searcher: RequestSearcher): Promise<{ rows: AdminRequest[]; total: number }> {
  const page = pageOf(searcher);
  const params = [
    searcher.status ?? null,
    searcher.seen ?? null,
    searcher.localAuthorityId ?? null,
    searcher.fromDate ?? null,
    searcher.toDate ?? null,
    searcher.kind ?? null,
    searcher.recyclerId ?? null,
  ];
  // Days are Sri Lanka days (+05:30 all year, no daylight saving).
  const where = `WHERE ($1::int IS NULL OR r.status = $1::int)
      AND ($2::boolean IS NULL OR (r.status <> 0) = $2::boolean)
      AND ($3::text IS NULL OR r.local_authority_id = $3::text)
      AND ($4::text IS NULL OR r.insert_datetime >= ($4::text || 'T00:00:00+05:30')::timestamptz)
      AND ($5::text IS NULL OR r.insert_datetime < ((($5::text)::date + 1)::text || 'T00:00:00+05:30')::timestamptz)
      AND ($6::text IS NULL OR r.kind = $6::text)
      AND ($7::text IS NULL OR r.recycler_id = $7::text)`;
  const { rows, total } = await countedPage<StoredRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM ${REQUESTS} r ${where}`, params },
    {
      sql: `${SELECT} ${where} ORDER BY r.insert_datetime ${page.direction}, r.id LIMIT $8 OFFSET $9`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toRequest), total };
}

export async function findRequest(db: Queryable, id: string): Promise<AdminRequest | null> {
  const { rows } = await db.query<StoredRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toRequest(rows[0]) : null;
}

const TABLES: Record<RequestKind, string> = { PARAMETERS: 'parameter_requests', CORRECTION: 'waste_corrections' };

/**
 * Moves a request from one of `from` to `to`, in the caller's transaction. The WHERE re-checks the status
 * after any concurrent writer's commit (PostgreSQL re-evaluates it on the locked row), so of two admins
 * only one gets the row back; the other gets false.
 */
export async function moveRequest(
  db: Queryable,
  request: { id: string; kind: RequestKind },
  from: readonly number[],
  to: number,
  userId: string,
  reason: string | null = null,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE ${TABLES[request.kind]} SET status = $3, update_datetime = now(), update_user_id = $4, discard_reason = coalesce($5, discard_reason)
      WHERE id = $1 AND status = ANY($2::smallint[]) RETURNING id`,
    [request.id, from, to, userId, reason],
  );
  return rows.length === 1;
}

export async function waitingRequests(db: Queryable) {
  const { rows } = await db.query<{
    unseen: number;
    waiting: number;
    day: number;
    week: number;
    month: number;
    older: number;
    oldest: Date | null;
  }>(
    `SELECT count(*) FILTER (WHERE status = 0)::int AS unseen, count(*)::int AS waiting,
            count(*) FILTER (WHERE insert_datetime > now() - interval '1 day')::int AS day,
            count(*) FILTER (WHERE insert_datetime <= now() - interval '1 day' AND insert_datetime > now() - interval '7 days')::int AS week,
            count(*) FILTER (WHERE insert_datetime <= now() - interval '7 days' AND insert_datetime > now() - interval '30 days')::int AS month,
            count(*) FILTER (WHERE insert_datetime <= now() - interval '30 days')::int AS older,
            min(insert_datetime) AS oldest
       FROM ${REQUESTS} r WHERE status IN (0, 1)`,
  );
  const row = rows[0];
  return {
    unseen: row.unseen,
    waiting: row.waiting,
    ages: (['day', 'week', 'month', 'older'] as const).map((bucket) => ({ bucket, count: row[bucket] })),
    oldest: row.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/** The menu's badge: requests no admin has opened yet. */
export async function countUnseenRequests(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ unseen: number }>(`SELECT count(*)::int AS unseen FROM ${REQUESTS} r WHERE status = 0`);
  return rows[0].unseen;
}
