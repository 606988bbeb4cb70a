import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '../db/audit';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../errors';
import { cancelEmailChanges } from '../users/email-change';
import { endSessions } from './refresh-tokens';

export const RESET_TOKEN_TTL_SECONDS = 3600;
/** An account a super admin created waits for its holder to read the mail: its first link lasts three days (docs/adr/0261). */
export const INVITATION_TTL_SECONDS = 3 * 24 * 3600;
/** Reset mails one account may be sent an hour (so at most this many live links); past it, nothing is sent. */
export const RESET_MAILS_PER_HOUR = 3;

export const resetInvalid = () => new AppError(400, 'RESET_INVALID', 'This reset link is invalid or has expired');

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new one-time token for the user, valid `ttlSeconds`; the caller mails it, only its hash is stored. */
export async function createResetToken(
  db: Database,
  userId: string,
  now = new Date(),
  ttlSeconds = RESET_TOKEN_TTL_SECONDS,
): Promise<string> {
  return db.transaction((tx) => insertResetToken(tx, userId, now, ttlSeconds));
}

/**
 * As createResetToken, unless the account was sent RESET_MAILS_PER_HOUR links within the last hour: then
 * null, and nothing is stored. The account's row is locked so that two workers cannot both pass the count.
 */
export async function createResetTokenWithinCap(db: Database, userId: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2',
      [userId, new Date(now.getTime() - 3600 * 1000)],
    );
    if (rows[0].n >= RESET_MAILS_PER_HOUR) return null;
    return insertResetToken(tx, userId, now);
  });
}

async function insertResetToken(tx: Queryable, userId: string, now: Date, ttlSeconds = RESET_TOKEN_TTL_SECONDS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Spent tokens stay until they expire: they count towards the hourly cap.
  await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND expires_at < $2', [userId, now]);
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [userId, hashResetToken(token), new Date(now.getTime() + ttlSeconds * 1000), now],
  );
  await recordAudit(tx, {
    actorUserId: null,
    action: 'request-password-reset',
    entity: 'user',
    entityId: userId,
    after: { tokenId: rows[0].id },
  });
  return token;
}

/** Ends every reset link of the user still open: called by every password change and reset. */
export async function endResetLinks(tx: Queryable, userId: string, now = new Date()): Promise<number> {
  const { rows } = await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL RETURNING id', [
    userId,
    now,
  ]);
  return rows.length;
}

/** Whose account a reset link is for, while it is open: the new password must not be built from their name. */
export async function resetLinkHolder(
  db: Queryable,
  token: string,
): Promise<{ firstName: string; lastName: string; email: string } | null> {
  const { rows } = await db.query<{ firstName: string; lastName: string; email: string }>(
    `SELECT u.first_name AS "firstName", u.last_name AS "lastName", u.email
       FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL`,
    [hashResetToken(token)],
  );
  return rows[0] ?? null;
}

/**
 * Sets the new password if the token is valid and unused, spends every open token of the user, cancels
 * any pending email change and signs the user out everywhere (whoever asked for the reset may not be the
 * only one holding a session, or a link to a new address). The link came to the account's email, so the
 * address counts as proved.
 */
export async function resetPassword(db: Database, token: string, passwordHash: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    const { rows } = await tx.query<{ id: string; user_id: string; expires_at: Date; used_at: Date | null }>(
      'SELECT id, user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = $1 FOR UPDATE',
      [hashResetToken(token)],
    );
    const stored = rows[0];
    if (!stored || stored.used_at !== null || stored.expires_at.getTime() <= now.getTime()) throw resetInvalid();
    await endResetLinks(tx, stored.user_id, now);
    await tx.query('UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, $3) WHERE id = $1', [
      stored.user_id,
      passwordHash,
      now,
    ]);
    const emailChangesCancelled = await cancelEmailChanges(tx, stored.user_id);
    const revoked = await endSessions(tx, stored.user_id, null, now);
    await recordAudit(tx, {
      actorUserId: stored.user_id,
      action: 'reset-password',
      entity: 'user',
      entityId: stored.user_id,
      after: { tokenId: stored.id, refreshTokensRevoked: revoked, emailChangesCancelled },
    });
  });
}
