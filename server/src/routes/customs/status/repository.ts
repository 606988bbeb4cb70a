import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { deleteUploadLines } from '#jobs/customs-import';
import { deleteParts } from '#jobs/customs-import/parts';
import { deleteProgress } from '#jobs/customs-import/progress';

export interface UploadStatusRow {
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  rows_done: number;
  row_count: number | null;
  error_message: string | null;
  file_name: string;
  type: string;
}

export async function findUpload(db: Queryable, id: string): Promise<UploadStatusRow | null> {
  const { rows } = await db.query<UploadStatusRow>(
    `SELECT u.status, u.row_count, u.error_message, u.file_name, u.type,
            CASE WHEN u.status = 'COMPLETED' THEN u.row_count ELSE coalesce(p.rows_done, 0) END AS rows_done
       FROM customs_uploads u LEFT JOIN customs_upload_progress p ON p.upload_id = u.id
      WHERE u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A job pg-boss gave up on (retries spent) whose upload is still PENDING: FAILED, with no lines. */
export async function failAbandonedUpload(db: Database, id: string, reason: string): Promise<void> {
  await deleteUploadLines(db, id);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM customs_lines WHERE upload_id = $1', [id]);
    await deleteParts(tx, id);
    await deleteProgress(tx, id);
    await tx.query(
      `UPDATE customs_uploads SET status = 'FAILED', error_message = $2, finished_at = now()
        WHERE id = $1 AND status = 'PENDING'`,
      [id, reason],
    );
    await recordAudit(tx, {
      actorUserId: null,
      action: 'import',
      entity: 'customs_upload',
      entityId: id,
      after: { status: 'FAILED', reason },
    });
  });
}
