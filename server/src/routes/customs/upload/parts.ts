import type { Queryable } from '../../../db/database';
import type { FileSource } from '../import/read-rows';

/** An uploaded file is kept in parts of this size until its job ends: neither side ever holds it whole. */
export const PART_BYTES = 1024 * 1024;

export async function writePart(db: Queryable, uploadId: string, part: number, data: Buffer): Promise<void> {
  await db.query('INSERT INTO customs_upload_parts (upload_id, part, data) VALUES ($1, $2, $3)', [uploadId, part, data]);
}

export async function deleteParts(db: Queryable, uploadId: string): Promise<void> {
  await db.query('DELETE FROM customs_upload_parts WHERE upload_id = $1', [uploadId]);
}

/** Parts older than a day whose upload was never recorded: a refused file or a request that broke off. */
export async function sweepOrphanParts(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM customs_upload_parts p
      WHERE p.created_at < now() - interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM customs_uploads u WHERE u.id = p.upload_id)`,
  );
}

/** The upload's bytes in order, read a part at a time. */
export function partsOf(db: Queryable, uploadId: string): FileSource {
  return async function* parts() {
    for (let part = 0; ; part += 1) {
      const { rows } = await db.query<{ data: Buffer | Uint8Array }>('SELECT data FROM customs_upload_parts WHERE upload_id = $1 AND part = $2', [
        uploadId,
        part,
      ]);
      if (!rows[0]) return;
      const { data } = rows[0];
      yield Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
  };
}
