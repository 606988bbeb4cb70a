import type { PgBoss } from 'pg-boss';
import type { Database, Queryable } from '#db/database';
import { customsImportJob, deleteUploadLines, markUploadFailed } from '#jobs/customs-import';

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
  await db.transaction((tx) => markUploadFailed(tx, id, reason, { actorUserId: null, after: { status: 'FAILED', reason } }));
}

/**
 * A PENDING upload whose job is gone, failed for good or cancelled turns FAILED; true when it did. Only for an
 * upload whose job was sent (the upload call answers after sending it).
 */
export async function failIfAbandoned(db: Database, jobQueue: PgBoss, id: string): Promise<boolean> {
  const job = await jobQueue.getJobById(customsImportJob.name, id);
  if (job && job.state !== 'failed' && job.state !== 'cancelled') return false;
  await failAbandonedUpload(db, id, 'The import stopped with an error and was not retried; upload the file again');
  return true;
}
