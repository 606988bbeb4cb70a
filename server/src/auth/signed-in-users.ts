import type { Queryable } from '../db/database';
import { findSignedInUser } from '../users/user-repository';

type Found = Awaited<ReturnType<typeof findSignedInUser>>;

/**
 * How long a process answers a user's calls from what it read last: one read serves a page's burst of calls
 * instead of one read a call. A change in this process (endAccessTokens, storeAccountState) counts at once; one
 * made in another API process counts after at most this long (ADR 0277).
 */
export const SIGNED_IN_USER_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

/**
 * When each user last changed in this process (sign-out, new session version, roles, disabled). A read that
 * overlaps the change's transaction may still see the old row, so for a TTL after a change nothing is kept.
 */
const changedAt = new Map<string, number>();

/** Called where a user's session version, roles, links or disabled state change. */
export function forgetSignedInUser(userId: string): void {
  const now = Date.now();
  if (changedAt.size >= MAX_ENTRIES) {
    for (const [id, at] of changedAt) if (now - at > SIGNED_IN_USER_TTL_MS) changedAt.delete(id);
  }
  changedAt.delete(userId);
  changedAt.set(userId, now);
}

const settled = (userId: string, at: number) => {
  const changed = changedAt.get(userId);
  return changed === undefined || at - changed > SIGNED_IN_USER_TTL_MS;
};

/** `findSignedInUser` behind a short per-process cache (one cache per app, so each database has its own). */
export function signedInUsers(db: Queryable): (userId: string) => Promise<Found> {
  const cache = new Map<string, { found: Found; until: number; readAt: number }>();
  return async (userId) => {
    const now = Date.now();
    const kept = cache.get(userId);
    if (kept && kept.until > now && settled(userId, kept.readAt)) return kept.found;
    const found = await findSignedInUser(db, userId);
    if (settled(userId, now)) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { found, until: now + SIGNED_IN_USER_TTL_MS, readAt: now });
    }
    return found;
  };
}
