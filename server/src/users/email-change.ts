import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '../db/audit';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../errors';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

export const emailChangeInvalid = () => new AppError(400, 'EMAIL_CHANGE_INVALID', 'This confirmation link is invalid or has expired');

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The address waiting for its link to be followed, if any. */
export async function findPendingEmail(db: Database, userId: string, now = new Date()): Promise<string | null> {
  const { rows } = await db.query<{ new_email: string }>(
    `SELECT new_email FROM email_changes WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC LIMIT 1`,
    [userId, now],
  );
  return rows[0]?.new_email ?? null;
}

/**
 * Cancels the user's pending change, if any: its link is refused from now on. Every password change and
 * reset calls it, so that whoever once knew the password keeps no way in through a new address.
 */
export async function cancelEmailChanges(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query('DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL RETURNING id', [userId]);
  return rows.length;
}

/** The owner's own cancel (the profile page's button); audited when there was something to cancel. */
export async function cancelEmailChangeByOwner(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cancelled = await cancelEmailChanges(tx, userId);
    if (cancelled === 0) return;
    await recordAudit(tx, { actorUserId: userId, action: 'cancel-email-change', entity: 'user', entityId: userId, after: { cancelled } });
  });
}

/** Replaces the user's pending change with one to `newEmail`; returns the token to mail there. */
export async function requestEmailChange(db: Database, userId: string, newEmail: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM email_changes WHERE user_id = $1', [userId]);
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO email_changes (user_id, new_email, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [userId, newEmail, hashToken(token), new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000), now],
    );
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'request-email-change',
      entity: 'user',
      entityId: userId,
      after: { changeId: rows[0].id, newEmail },
    });
  });
  return token;
}

/**
 * The new address counts from here: the link proved that its holder asked for it. Refused when the token
 * is unknown, used or expired, or when another account took the address in the meantime.
 */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<void> {
  try {
    await applyEmailChange(db, token, now);
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailChangeInvalid();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function applyEmailChange(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; user_id: string; new_email: string; expires_at: Date; used_at: Date | null }>(
      'SELECT id, user_id, new_email, expires_at, used_at FROM email_changes WHERE token_hash = $1 FOR UPDATE',
      [hashToken(token)],
    );
    const change = rows[0];
    if (!change || change.used_at !== null || change.expires_at.getTime() <= now.getTime()) throw emailChangeInvalid();
    const before = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [change.user_id]);
    const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [change.new_email, change.user_id]);
    if (taken.rows.length > 0) throw emailChangeInvalid();
    await tx.query('UPDATE users SET email = $2 WHERE id = $1', [change.user_id, change.new_email]);
    await tx.query('UPDATE email_changes SET used_at = $2 WHERE id = $1', [change.id, now]);
    await recordAudit(tx, {
      actorUserId: change.user_id,
      action: 'change-email',
      entity: 'user',
      entityId: change.user_id,
      before: { email: before.rows[0].email },
      after: { email: change.new_email },
    });
  });
}
