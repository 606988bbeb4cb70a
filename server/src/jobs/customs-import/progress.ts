import type { Queryable } from '#db/database';
import type { FileSource } from './read-rows';

/**
 * Bytes of each running import's file read so far, in this process (the worker that runs it): counted as the
 * parts stream by, written with the line count at every batch, dropped with the progress row.
 */
const bytesRead = new Map<string, number>();

/** The upload's source, counting the bytes it hands to the parser (the progress bar's percentage). */
export function countBytesRead(uploadId: string, source: FileSource): FileSource {
  return async function* counted() {
    bytesRead.set(uploadId, 0);
    for await (const part of source()) {
      bytesRead.set(uploadId, (bytesRead.get(uploadId) ?? 0) + part.length);
      yield part;
    }
  };
}

/**
 * How far an import is, in whole percent of its file's bytes: 100 only once it completed (the last bytes are
 * read before the last lines are checked and written, and the lines still have to be published).
 */
export function percentRead(bytes: number, sizeBytes: number): number {
  if (sizeBytes <= 0) return 0;
  return Math.min(99, Math.floor((bytes * 100) / sizeBytes));
}

/** A running import's count of written lines goes when the import starts over, completes or fails. */
export async function deleteProgress(db: Queryable, uploadId: string): Promise<void> {
  bytesRead.delete(uploadId);
  await db.query('DELETE FROM customs_upload_progress WHERE upload_id = $1', [uploadId]);
}

/**
 * How many of its lines an import has written so far, and how many bytes of its file it has read, for the
 * status call. Kept apart from customs_uploads (migration 0022): updating that row under the import's open
 * transaction slowed every line's key check.
 */
export async function recordProgress(db: Queryable, uploadId: string, rowsDone: number): Promise<void> {
  await db.query(
    `INSERT INTO customs_upload_progress (upload_id, rows_done, bytes_read) VALUES ($1, $2, $3)
     ON CONFLICT (upload_id) DO UPDATE SET rows_done = EXCLUDED.rows_done, bytes_read = EXCLUDED.bytes_read`,
    [uploadId, rowsDone, bytesRead.get(uploadId) ?? 0],
  );
}
