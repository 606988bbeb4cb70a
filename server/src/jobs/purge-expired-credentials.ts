import { recordAudit, type AuditEntity } from '../db/audit';
import type { Queryable } from '../db/database';
import type { JobDefinition, NoPayload } from './job-definition';

// A family stays whole while any of its tokens is alive: presenting a revoked one must still find it
// and revoke the family (auth/refresh-tokens.ts). Once all are expired, none can be used.
const EXPIRED_REFRESH_TOKENS = `DELETE FROM refresh_tokens t
  WHERE t.expires_at < now()
    AND NOT EXISTS (SELECT 1 FROM refresh_tokens live WHERE live.family_id = t.family_id AND live.expires_at >= now())
  RETURNING 1`;
const EXPIRED_PASSWORD_RESET_TOKENS = 'DELETE FROM password_reset_tokens WHERE expires_at < now() RETURNING 1';
const EXPIRED_EMAIL_CHANGES = 'DELETE FROM email_changes WHERE expires_at < now() RETURNING 1';

async function purge(tx: Queryable, entity: AuditEntity, sql: string): Promise<number> {
  const { rows } = await tx.query(sql);
  if (rows.length > 0)
    await recordAudit(tx, { actorUserId: null, action: 'purge', entity, entityId: null, after: { deleted: rows.length } });
  return rows.length;
}

/** Deletes refresh tokens, password reset links and email change links that can no longer be used; hourly. */
export const purgeExpiredCredentials: JobDefinition<NoPayload> = {
  name: 'purge-expired-credentials',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  cron: '17 * * * *',
  async run(_data, { db, log }) {
    const purged = await db.transaction(async (tx) => ({
      refreshTokens: await purge(tx, 'refresh_token', EXPIRED_REFRESH_TOKENS),
      passwordResetTokens: await purge(tx, 'password_reset_token', EXPIRED_PASSWORD_RESET_TOKENS),
      emailChanges: await purge(tx, 'email_change', EXPIRED_EMAIL_CHANGES),
    }));
    log.info(purged, 'expired credentials purged');
    return purged;
  },
};
