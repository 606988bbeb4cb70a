import type { Queryable } from '#db/database';
import type { FileSource } from './read-rows';

/**
 * An uploaded file is kept in parts of this size until its job ends: neither side ever holds it whole, and on
 * PGlite (one connection for every request) no part's statement holds the database for long.
 */
export const PART_BYTES = 256 * 1024;

// Parts travel as base64 text: PGlite's bytea parameters and results go through a per-byte conversion in
// JavaScript, far slower than decoding base64 (and node-pg sends bytea as longer hex).
export async function writePart(db: Queryable, uploadId: string, part: number, data: Buffer): Promise<void> {
  await db.query(`INSERT INTO customs_upload_parts (upload_id, part, data) VALUES ($1, $2, decode($3, 'base64'))`, [
    uploadId,
    part,
    data.toString('base64'),
  ]);
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
      const { rows } = await db.query<{ data: string }>(
        `SELECT encode(data, 'base64') AS data FROM customs_upload_parts WHERE upload_id = $1 AND part = $2`,
        [uploadId, part],
      );
      if (!rows[0]) return;
      yield Buffer.from(rows[0].data, 'base64');
    }
  };
}
