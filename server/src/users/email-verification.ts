import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/database';
import { AppError } from '../errors';

export const VERIFICATION_TTL_SECONDS = 24 * 3600;
/** Confirmation mails one unconfirmed account may be sent an hour; past it, nothing is sent. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

/** Said only to whoever knows the password, as a disabled account's answer is. */
export const emailNotVerified = () =>
  new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please confirm your email first: open the link we mailed to it, or ask for a new link.');

export const verificationInvalid = () => new AppError(400, 'VERIFICATION_INVALID', 'This confirmation link is invalid or has expired');

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link for an unconfirmed account, or null when the account was sent VERIFICATION_MAILS_PER_HOUR
 * within the last hour (nothing is stored then). Earlier links stay valid until they expire.
 */
export async function createVerificationToken(db: Database, userId: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query('DELETE FROM email_verifications WHERE user_id = $1 AND expires_at < $2', [userId, now]);
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1 AND created_at > $2',
      [userId, new Date(now.getTime() - 3600 * 1000)],
    );
    if (rows[0].n >= VERIFICATION_MAILS_PER_HOUR) return null;
    const token = randomBytes(32).toString('base64url');
    await tx.query('INSERT INTO email_verifications (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
      userId,
      hashToken(token),
      new Date(now.getTime() + VERIFICATION_TTL_SECONDS * 1000),
      now,
    ]);
    return token;
  });
}

/** The link proved the address: the account counts from here (it signs in and waits for a role). */
export async function confirmSignupEmail(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; user_id: string; expires_at: Date; used_at: Date | null }>(
      'SELECT id, user_id, expires_at, used_at FROM email_verifications WHERE token_hash = $1 FOR UPDATE',
      [hashToken(token)],
    );
    const stored = rows[0];
    if (!stored || stored.used_at !== null || stored.expires_at.getTime() <= now.getTime()) throw verificationInvalid();
    await tx.query('UPDATE email_verifications SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [stored.user_id, now]);
    await tx.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [stored.user_id, now]);
    await recordAudit(tx, { actorUserId: stored.user_id, action: 'verify-email', entity: 'user', entityId: stored.user_id });
  });
}
