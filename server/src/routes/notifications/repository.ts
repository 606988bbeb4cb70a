import type { Queryable } from '#db/database';
import type { Notification } from './schemas';

interface StoredRow {
  id: string;
  kind: Notification['kind'];
  local_authority_id: string | null;
  recycler_id: string | null;
  request_id: string | null;
  correction_id: string | null;
  header: string;
  reason: string | null;
  created_at: Date;
}

const toNotification = (row: StoredRow): Notification => ({
  id: row.id,
  kind: row.kind,
  localAuthorityId: row.local_authority_id,
  recyclerId: row.recycler_id,
  requestId: row.request_id ?? row.correction_id,
  header: row.header,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Whose news: an authority's, or a recycler's. */
export type NotificationOwner = { localAuthorityId: string | null; recyclerId: string | null };

/** Tells the authority that sent a request what became of it; in the caller's transaction. */
export async function notifyRequestAnswered(
  tx: Queryable,
  request: { id: string; localAuthorityId: string; header: string },
  answer: { kind: Notification['kind']; reason: string | null },
): Promise<void> {
  await tx.query(`INSERT INTO notifications (local_authority_id, kind, request_id, header, reason) VALUES ($1, $2, $3, $4, $5)`, [
    request.localAuthorityId,
    answer.kind,
    request.id,
    request.header,
    answer.reason,
  ]);
}

/** Tells the authority or recycler whose record a correction was about what became of it; in the caller's transaction. */
export async function notifyCorrectionAnswered(
  tx: Queryable,
  correction: { id: string; header: string; owner: NotificationOwner },
  answer: { kind: Notification['kind']; reason: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (local_authority_id, recycler_id, kind, correction_id, header, reason) VALUES ($1, $2, $3, $4, $5, $6)`,
    [correction.owner.localAuthorityId, correction.owner.recyclerId, answer.kind, correction.id, correction.header, answer.reason],
  );
}

const UNREAD = `FROM notifications n
   WHERE (n.local_authority_id = $1 OR n.recycler_id = $2)
     AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = $3)`;

export async function unreadNotifications(
  db: Queryable,
  owner: NotificationOwner,
  userId: string,
): Promise<{ rows: Notification[]; unread: number }> {
  const params = [owner.localAuthorityId, owner.recyclerId, userId];
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${UNREAD}`, params);
  const { rows } = await db.query<StoredRow>(`SELECT n.* ${UNREAD} ORDER BY n.created_at DESC, n.id LIMIT 50`, params);
  return { rows: rows.map(toNotification), unread: total.rows[0].n };
}

/** Marks those of `ids` that belong to the owner read for the user; returns the ones newly marked. */
export async function markNotificationsRead(
  tx: Queryable,
  owner: NotificationOwner,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  const { rows } = await tx.query<{ notification_id: string }>(
    `INSERT INTO notification_reads (notification_id, user_id)
     SELECT n.id, $3 FROM notifications n WHERE (n.local_authority_id = $1 OR n.recycler_id = $2) AND n.id = ANY($4::uuid[])
     ON CONFLICT DO NOTHING RETURNING notification_id`,
    [owner.localAuthorityId, owner.recyclerId, userId, ids],
  );
  return rows.map((row) => row.notification_id);
}
