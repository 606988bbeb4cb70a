import type { Queryable } from '#db/database';
import { pageOf } from '#schemas/paging';
import type { AdminRequest, RequestSearcher } from './schemas';

interface StoredRow {
  id: string;
  local_authority_id: string;
  local_authority_name: string;
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
}

const SELECT = `SELECT r.id::text AS id, r.local_authority_id, la.name AS local_authority_name, r.header, r.description, r.changes,
         r.status, r.insert_datetime, r.update_datetime, r.discard_reason,
         CASE WHEN s.id IS NULL THEN NULL ELSE trim(s.first_name || ' ' || s.last_name) END AS sender_name, s.email AS sender_email,
         CASE WHEN h.id IS NULL OR r.status = 0 THEN NULL ELSE trim(h.first_name || ' ' || h.last_name) END AS handled_by_name
    FROM parameter_requests r
    JOIN local_authorities la ON la.id = r.local_authority_id
    LEFT JOIN users s ON s.id = r.request_user_id
    LEFT JOIN users h ON h.id = r.update_user_id`;

function toRequest(row: StoredRow): AdminRequest {
  return {
    id: row.id,
    localAuthorityId: row.local_authority_id,
    localAuthorityName: row.local_authority_name,
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
  ];
  // Days are Sri Lanka days (+05:30 all year, no daylight saving).
  const where = `WHERE ($1::int IS NULL OR r.status = $1::int)
      AND ($2::boolean IS NULL OR (r.status <> 0) = $2::boolean)
      AND ($3::text IS NULL OR r.local_authority_id = $3::text)
      AND ($4::text IS NULL OR r.insert_datetime >= ($4::text || 'T00:00:00+05:30')::timestamptz)
      AND ($5::text IS NULL OR r.insert_datetime < ((($5::text)::date + 1)::text || 'T00:00:00+05:30')::timestamptz)`;
  const total = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM parameter_requests r ${where}`, params);
  const { rows } = await db.query<StoredRow>(`${SELECT} ${where} ORDER BY r.insert_datetime ${page.direction}, r.id LIMIT $6 OFFSET $7`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  return { rows: rows.map(toRequest), total: total.rows[0].total };
}

export async function findRequest(db: Queryable, id: string): Promise<AdminRequest | null> {
  const { rows } = await db.query<StoredRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toRequest(rows[0]) : null;
}

/**
 * Moves a request from one of `from` to `to`, in the caller's transaction. The WHERE re-checks the status
 * after any concurrent writer's commit (PostgreSQL re-evaluates it on the locked row), so of two admins
 * only one gets the row back; the other gets false.
 */
export async function moveRequest(
  db: Queryable,
  id: string,
  from: readonly number[],
  to: number,
  userId: string,
  reason: string | null = null,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE parameter_requests SET status = $3, update_datetime = now(), update_user_id = $4, discard_reason = coalesce($5, discard_reason)
      WHERE id = $1 AND status = ANY($2::smallint[]) RETURNING id`,
    [id, from, to, userId, reason],
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
       FROM parameter_requests WHERE status IN (0, 1)`,
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
  const { rows } = await db.query<{ unseen: number }>('SELECT count(*)::int AS unseen FROM parameter_requests WHERE status = 0');
  return rows[0].unseen;
}
