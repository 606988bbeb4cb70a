import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { recordAudit } from '../db/audit';
import type { Database, Queryable } from '../db/database';
import { refreshFailed } from '../errors';

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  familyId: string,
  lifetimeSeconds: number,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, familyId, hashRefreshToken(token), new Date(now.getTime() + lifetimeSeconds * 1000), now],
  );
  return { id: rows[0].id, token };
}

/** Starts a new family at sign-in; the user's long-expired tokens are cleared on the way. */
export async function issueRefreshToken(tx: Queryable, userId: string, lifetimeSeconds: number, now = new Date()): Promise<string> {
  await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < $2', [userId, now]);
  const { token } = await insertRefreshToken(tx, userId, randomUUID(), lifetimeSeconds, now);
  return token;
}

async function revokeFamily(tx: Queryable, familyId: string, now: Date): Promise<number> {
  const { rows } = await tx.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL RETURNING id',
    [familyId, now],
  );
  return rows.length;
}

interface StoredRefreshToken {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
}

type Rotation = { outcome: 'rotated'; userId: string; token: string } | { outcome: 'refused' };

/**
 * Swaps a refresh token for a new one of the same family and lifetime. A token that was already
 * rotated or revoked means it leaked (or was replayed): the whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, presented: string, now = new Date()): Promise<{ userId: string; token: string }> {
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const { rows } = await tx.query<StoredRefreshToken>(
      `SELECT id, user_id, family_id, expires_at, revoked_at, created_at
         FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashRefreshToken(presented)],
    );
    const current = rows[0];
    if (!current) return { outcome: 'refused' };
    if (current.revoked_at !== null) {
      const revoked = await revokeFamily(tx, current.family_id, now);
      if (revoked > 0) {
        await recordAudit(tx, {
          actorUserId: current.user_id,
          action: 'revoke',
          entity: 'refresh_token_family',
          entityId: current.family_id,
          after: { reason: 'reused refresh token', tokensRevoked: revoked },
        });
      }
      return { outcome: 'refused' };
    }
    if (current.expires_at.getTime() <= now.getTime()) return { outcome: 'refused' };
    const lifetimeSeconds = (current.expires_at.getTime() - current.created_at.getTime()) / 1000;
    const next = await insertRefreshToken(tx, current.user_id, current.family_id, lifetimeSeconds, now);
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2, replaced_by = $3 WHERE id = $1', [current.id, now, next.id]);
    return { outcome: 'rotated', userId: current.user_id, token: next.token };
  });
  if (rotation.outcome === 'refused') throw refreshFailed();
  return { userId: rotation.userId, token: rotation.token };
}

/** Sign-out: revokes the family of this token if it is the caller's; unknown tokens are ignored. */
export async function revokeRefreshTokenFamily(db: Database, presented: string, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2',
      [hashRefreshToken(presented), userId],
    );
    if (!rows[0]) return;
    const revoked = await revokeFamily(tx, rows[0].family_id, now);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'sign-out',
      entity: 'refresh_token_family',
      entityId: rows[0].family_id,
      after: { tokensRevoked: revoked },
    });
  });
}
