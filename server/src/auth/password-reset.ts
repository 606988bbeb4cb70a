import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '../db/audit';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../errors';
import { endSessions } from './refresh-tokens';

export const RESET_TOKEN_TTL_SECONDS = 3600;

export const resetInvalid = () => new AppError(400, 'RESET_INVALID', 'This reset link is invalid or has expired');

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new one-time token for the user; the caller mails it, only its hash is stored. */
export async function createResetToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < $2)', [userId, now]);
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, hashResetToken(token), new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000), now],
    );
    await recordAudit(tx, {
      actorUserId: null,
      action: 'request-password-reset',
      entity: 'user',
      entityId: userId,
      after: { tokenId: rows[0].id },
    });
  });
  return token;
}

/**
 * Sets the new password if the token is valid and unused, spends every open token of the user and
 * signs the user out everywhere (whoever asked for the reset may not be the only one holding a session).
 */
export async function resetPassword(db: Database, token: string, passwordHash: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    const { rows } = await tx.query<{ id: string; user_id: string; expires_at: Date; used_at: Date | null }>(
      'SELECT id, user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = $1 FOR UPDATE',
      [hashResetToken(token)],
    );
    const stored = rows[0];
    if (!stored || stored.used_at !== null || stored.expires_at.getTime() <= now.getTime()) throw resetInvalid();
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [stored.user_id, now]);
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [stored.user_id, passwordHash]);
    const revoked = await endSessions(tx, stored.user_id, null, now);
    await recordAudit(tx, {
      actorUserId: stored.user_id,
      action: 'reset-password',
      entity: 'user',
      entityId: stored.user_id,
      after: { tokenId: stored.id, refreshTokensRevoked: revoked },
    });
  });
}
