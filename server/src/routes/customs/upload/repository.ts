import { recordAudit } from '#db/audit';
import type { Database } from '#db/database';
import { AppError } from '#errors';
import type { CustomsType } from '#jobs/customs-import/columns';
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
  );
}

/** Records the streamed file as a PENDING upload; the same content and type, pending or completed before, is refused. */
export async function insertUpload(db: Database, upload: NewUpload, actorUserId: string): Promise<string> {
  const { sha256 } = upload;
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('customs_upload:' || $1::text))`, [sha256]);
    const earlier = await tx.query<{ id: string; file_name: string; status: string }>(
      `SELECT id, file_name, status FROM customs_uploads WHERE type = $1 AND sha256 = $2 AND status <> 'FAILED' LIMIT 1`,
      [upload.type, sha256],
    );
    if (earlier.rows[0]) throw duplicateFile(earlier.rows[0]);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO customs_uploads (id, type, file_name, file_format, sha256, size_bytes, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [upload.id, upload.type, upload.fileName, upload.format, sha256, upload.sizeBytes, actorUserId],
    );
    const id = rows[0].id;
    await recordAudit(tx, {
      actorUserId,
      action: 'upload',
      entity: 'customs_upload',
      entityId: id,
      after: { type: upload.type, fileName: upload.fileName, sizeBytes: upload.sizeBytes, sha256 },
    });
    return id;
  });
}
