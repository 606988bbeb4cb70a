import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { AppError } from '#errors';
import type { CustomsType } from '#jobs/customs-import/columns';
import { MAX_QUEUED_IMPORTS } from '#jobs/customs-import/limits';
import type { FileFormat } from '#jobs/customs-import/read-rows';

/** A file already streamed into its parts under `id`. */
export interface NewUpload {
  id: string;
  type: CustomsType;
  fileName: string;
  format: FileFormat;
  sha256: string;
  sizeBytes: number;
}

function duplicateFile(earlier: { id: string; file_name: string; status: string }): AppError {
  return new AppError(
    409,
    'DUPLICATE_FILE',
    `This file was already uploaded as job ${earlier.id} (${earlier.file_name}, ${earlier.status})`,
    { jobId: earlier.id },
  ).withParams({ fileName: earlier.file_name });
}

/** Seconds a refused account is told to wait: an import of a large file takes minutes. */
const QUEUE_RETRY_AFTER_SECONDS = 60;

export const tooManyImports = () =>
  new AppError(
    429,
    'TOO_MANY_IMPORTS',
    `${MAX_QUEUED_IMPORTS} files of yours are waiting or importing; upload this one when one of them has finished`,
    undefined,
    { 'retry-after': String(QUEUE_RETRY_AFTER_SECONDS) },
  );

/** The account's uploads waiting or importing, oldest first; `settled` once its job has surely been sent. */
export async function pendingUploadsOf(db: Queryable, userId: string): Promise<{ id: string; settled: boolean }[]> {
  const { rows } = await db.query<{ id: string; settled: boolean }>(
    `SELECT id, created_at < now() - interval '1 minute' AS settled FROM customs_uploads
      WHERE created_by = $1 AND status = 'PENDING' ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

/**
 * Records the streamed file as a PENDING upload; the same content and type, pending or completed before, is
 * refused (a failed or withdrawn one may be sent again), and so is a file beyond the account's MAX_QUEUED_IMPORTS waiting or importing. Returns how many of
 * the account's files were waiting before it (its place in the account's own queue).
 */
export async function insertUpload(db: Database, upload: NewUpload, actorUserId: string): Promise<number> {
  const { sha256 } = upload;
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('customs_upload_account:' || $1::text))`, [actorUserId]);
    const waiting = (await pendingUploadsOf(tx, actorUserId)).length;
    if (waiting >= MAX_QUEUED_IMPORTS) throw tooManyImports();
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('customs_upload:' || $1::text))`, [sha256]);
    const earlier = await tx.query<{ id: string; file_name: string; status: string }>(
      `SELECT id, file_name, status FROM customs_uploads WHERE type = $1 AND sha256 = $2 AND status IN ('PENDING', 'COMPLETED') LIMIT 1`,
      [upload.type, sha256],
    );
    if (earlier.rows[0]) throw duplicateFile(earlier.rows[0]);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO customs_uploads (id, type, file_name, file_format, sha256, size_bytes, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [upload.id, upload.type, upload.fileName, upload.format, sha256, upload.sizeBytes, actorUserId],
    );
    await recordAudit(tx, {
      actorUserId,
      action: 'upload',
      entity: 'customs_upload',
      entityId: rows[0].id,
      after: { type: upload.type, fileName: upload.fileName, sizeBytes: upload.sizeBytes, sha256 },
    });
    return waiting;
  });
}
