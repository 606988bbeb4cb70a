import type { PgBoss } from 'pg-boss';
import type { Database, Queryable } from '#db/database';
import { customsImportJob, deleteUploadLines, markUploadFailed } from '#jobs/customs-import';
import type { ImportNotes } from '#jobs/customs-import/import-notes';
import type { ImportErrorDetails } from '#jobs/customs-import';

export interface UploadStatusRow {
  status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'WITHDRAWN';
  rows_done: number;
  bytes_read: string | number;
  size_bytes: string | number;
  withdrawal_reason: string | null;
  row_count: number | null;
  error_message: string | null;
  error_code: string | null;
  error_params: Record<string, string | number> | null;
  error_details: ImportErrorDetails | null;
  import_notes: ImportNotes | null;
  file_name: string;
  type: string;
}

export async function findUpload(db: Queryable, id: string): Promise<UploadStatusRow | null> {
  const { rows } = await db.query<UploadStatusRow>(
    `SELECT u.status, u.row_count, u.error_message, u.error_code, u.error_params, u.error_details, u.import_notes, u.file_name, u.type, u.size_bytes, u.withdrawal_reason,
            coalesce(p.bytes_read, 0) AS bytes_read,
            CASE WHEN u.status IN ('COMPLETED', 'WITHDRAWN') THEN u.row_count ELSE coalesce(p.rows_done, 0) END AS rows_done
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
