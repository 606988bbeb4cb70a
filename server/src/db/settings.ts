import { recordAudit } from './audit';
import type { Database } from './database';

/**
 * Returns the stored value of `key`, storing `create()` first if there is none. Safe when several
 * replicas start at once: the first insert wins and everyone reads it back.
 */
export async function getOrCreateSetting(db: Database, key: string, create: () => string): Promise<string> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [
      key,
      create(),
    ]);
    if (inserted.rows.length > 0) {
      // The value may be a secret: the log records that it was created, never what it is.
      await recordAudit(tx, { actorUserId: null, action: 'create', entity: 'setting', entityId: key });
    }
    const { rows } = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
    return rows[0].value;
  });
}
