import { randomUUID } from 'node:crypto';
import type { Queryable } from '#db/database';
import { AppError } from '#errors';

/** A download renews its lease with every batch; one whose process died frees its user after this long. */
export const LEASE_SECONDS = 60;

export interface DownloadLease {
  renew(): Promise<void>;
  release(): Promise<void>;
}

const downloadInProgress = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'DOWNLOAD_IN_PROGRESS',
    'A download of yours is already in progress; wait for it to finish, then download again',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * The user's one download at a time (every API process shares the table): taken, or 429 with the seconds
 * until the running one's lease would run out.
 */
export async function takeDownloadLease(db: Queryable, userId: string): Promise<DownloadLease> {
  const lease = randomUUID();
  const { rows } = await db.query<{ lease: string; seconds: number }>(
    `INSERT INTO customs_download_leases AS held (user_id, lease, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (user_id) DO UPDATE SET lease = excluded.lease, expires_at = excluded.expires_at WHERE held.expires_at < now()
     RETURNING lease`,
    [userId, lease, LEASE_SECONDS],
  );
  if (rows.length === 0) {
    const held = await db.query<{ seconds: number }>(
      `SELECT ceil(extract(epoch FROM expires_at - now()))::int AS seconds FROM customs_download_leases WHERE user_id = $1`,
      [userId],
    );
    throw downloadInProgress(Math.min(LEASE_SECONDS, Math.max(1, held.rows[0]?.seconds ?? 1)));
  }
  return {
    renew: async () => {
      await db.query(
        `UPDATE customs_download_leases SET expires_at = now() + make_interval(secs => $3) WHERE user_id = $1 AND lease = $2`,
        [userId, lease, LEASE_SECONDS],
      );
    },
    release: async () => {
      await db.query('DELETE FROM customs_download_leases WHERE user_id = $1 AND lease = $2', [userId, lease]);
    },
  };
}
