import type { Queryable } from '#db/database';

/** A running import's count of written lines goes when the import starts over, completes or fails. */
export async function deleteProgress(db: Queryable, uploadId: string): Promise<void> {
  await db.query('DELETE FROM customs_upload_progress WHERE upload_id = $1', [uploadId]);
}

/**
 * How many of its lines an import has written so far, for the status call. Kept apart from customs_uploads
 * (migration 0022): updating that row under the import's open transaction slowed every line's key check.
 */
export async function recordProgress(db: Queryable, uploadId: string, rowsDone: number): Promise<void> {
  await db.query(
    `INSERT INTO customs_upload_progress (upload_id, rows_done) VALUES ($1, $2)
     ON CONFLICT (upload_id) DO UPDATE SET rows_done = EXCLUDED.rows_done`,
    [uploadId, rowsDone],
  );
}
