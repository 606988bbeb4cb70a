import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { recordAudit } from '../db/audit';
import type { Database, Queryable } from '../db/database';
import { refreshFailed } from '../errors';
import { forgetSignedInUser } from './signed-in-users';

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A sign-in as the refresh tokens know it: its family (the session id) and its token. */
export interface IssuedSession {
  sessionId: string;
  token: string;
}

interface NewToken {
  userId: string;
  familyId: string;
  expiresAt: Date;
  sessionStartedAt: Date;
}

async function insertRefreshToken(tx: Queryable, next: NewToken, now: Date): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at, session_started_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [next.userId, next.familyId, hashRefreshToken(token), next.expiresAt, now, next.sessionStartedAt],
  );
  return { id: rows[0].id, token };
}

/** Every access token issued before this is refused (plugins/auth.ts compares the version). */
export async function endAccessTokens(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
  forgetSignedInUser(userId);
}

/** Starts a new family at sign-in; the user's long-expired tokens are cleared on the way. */
export async function issueRefreshToken(tx: Queryable, userId: string, lifetimeSeconds: number, now = new Date()): Promise<IssuedSession> {
  await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < $2', [userId, now]);
  const familyId = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  const { token } = await insertRefreshToken(tx, { userId, familyId, expiresAt, sessionStartedAt: now }, now);
  return { sessionId: familyId, token };
}

async function revokeFamily(tx: Queryable, familyId: string, now: Date): Promise<number> {
  const { rows } = await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL RETURNING id', [
    familyId,
    now,
  ]);
  return rows.length;
}

/** Ends every session of the user but `keepSessionId` (null: all of them), refresh and access tokens alike. */
export async function endSessions(tx: Queryable, userId: string, keepSessionId: string | null, now = new Date()): Promise<number> {
  const { rows } = await tx.query(
    `UPDATE refresh_tokens SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR family_id <> $3::uuid) RETURNING id`,
    [userId, now, keepSessionId],
  );
  await endAccessTokens(tx, userId);
  return rows.length;
}

interface StoredRefreshToken {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  session_started_at: Date;
  session_version: number;
}

/** What a refresh hands back: the user, the session, the user's session version and the next token. */
export interface Rotated extends IssuedSession {
  userId: string;
  sessionVersion: number;
}

type Rotation = ({ outcome: 'rotated' } & Rotated) | { outcome: 'refused' };

/**
 * Swaps a refresh token for a new one of the same family. Each keeps the lifetime of the sign-in's
 * (7 or 30 days of inactivity), but none outlives `maxLifetimeSeconds` from the sign-in. A token that
 * was already rotated or revoked means it leaked (or was replayed): the family and the user's access
 * tokens are revoked.
 */
export async function rotateRefreshToken(db: Database, presented: string, maxLifetimeSeconds: number, now = new Date()): Promise<Rotated> {
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const { rows } = await tx.query<StoredRefreshToken>(
      `SELECT rt.id, rt.user_id, rt.family_id, rt.expires_at, rt.revoked_at, rt.created_at, rt.session_started_at, u.session_version
         FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
        WHERE rt.token_hash = $1 FOR UPDATE OF rt`,
      [hashRefreshToken(presented)],
    );
    const current = rows[0];
    if (!current) return { outcome: 'refused' };
    if (current.revoked_at !== null) {
      const revoked = await revokeFamily(tx, current.family_id, now);
      if (revoked > 0) {
        await endAccessTokens(tx, current.user_id);
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
    const sessionEnd = current.session_started_at.getTime() + maxLifetimeSeconds * 1000;
    if (current.expires_at.getTime() <= now.getTime() || sessionEnd <= now.getTime()) return { outcome: 'refused' };
    const lifetimeMs = current.expires_at.getTime() - current.created_at.getTime();
    const next = await insertRefreshToken(
      tx,
      {
        userId: current.user_id,
        familyId: current.family_id,
        expiresAt: new Date(Math.min(now.getTime() + lifetimeMs, sessionEnd)),
        sessionStartedAt: current.session_started_at,
      },
      now,
    );
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2, replaced_by = $3 WHERE id = $1', [current.id, now, next.id]);
    return {
      outcome: 'rotated',
      userId: current.user_id,
      sessionId: current.family_id,
      sessionVersion: current.session_version,
      token: next.token,
    };
  });
  if (rotation.outcome === 'refused') throw refreshFailed();
  const { outcome: _outcome, ...rotated } = rotation;
  return rotated;
}

/**
 * Sign-out: revokes the family of this token if it is the caller's (unknown tokens are ignored), and
 * every access token of the user, so the signed-out one stops working at once (the user's other
 * sessions get a new one with their next refresh).
 */
export async function revokeRefreshTokenFamily(db: Database, presented: string, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await endAccessTokens(tx, userId);
    const { rows } = await tx.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2', [
      hashRefreshToken(presented),
      userId,
    ]);
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
