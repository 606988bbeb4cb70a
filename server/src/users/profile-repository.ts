import { endResetLinks } from '../auth/password-reset';
import { endSessions } from '../auth/refresh-tokens';
import { cancelEmailChanges } from './email-change';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/database';

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bio: string;
  socialLinks: { facebook: string; x: string; linkedin: string; instagram: string };
}

interface ProfileRow {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  bio: string;
  facebook_url: string;
  x_url: string;
  linkedin_url: string;
  instagram_url: string;
}

const PROFILE_COLUMNS = 'first_name, last_name, email, phone, bio, facebook_url, x_url, linkedin_url, instagram_url';

function toProfile(row: ProfileRow): Profile {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
    bio: row.bio,
    socialLinks: { facebook: row.facebook_url, x: row.x_url, linkedin: row.linkedin_url, instagram: row.instagram_url },
  };
}

export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  const { rows } = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0] ? toProfile(rows[0]) : null;
}

/** The profile fields a user saves directly; the email changes only through a confirmed link. */
export type ProfileFields = Omit<Profile, 'email'>;

/** Saves the profile and audits the change; null when the user is gone. */
export async function updateProfile(db: Database, userId: string, profile: ProfileFields): Promise<Profile | null> {
  return db.transaction(async (tx) => {
    const before = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    if (!before.rows[0]) return null;
    const { socialLinks: links } = profile;
    const { rows } = await tx.query<ProfileRow>(
      `UPDATE users SET first_name = $2, last_name = $3, phone = $4, bio = $5,
              facebook_url = $6, x_url = $7, linkedin_url = $8, instagram_url = $9
        WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
      [userId, profile.firstName, profile.lastName, profile.phone, profile.bio, links.facebook, links.x, links.linkedin, links.instagram],
    );
    const after = toProfile(rows[0]);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'update-profile',
      entity: 'user',
      entityId: userId,
      before: toProfile(before.rows[0]),
      after,
    });
    return after;
  });
}

/** The new password, and every other session of the user ended (this one, `keepSessionId`, stays). */
export async function updatePasswordHash(db: Database, userId: string, passwordHash: string, keepSessionId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    const revoked = await endSessions(tx, userId, keepSessionId);
    // A reset link mailed before, or a new address waiting for its link, must not outlive the change.
    const resetLinksEnded = await endResetLinks(tx, userId);
    const emailChangesCancelled = await cancelEmailChanges(tx, userId);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'change-password',
      entity: 'user',
      entityId: userId,
      after: { refreshTokensRevoked: revoked, resetLinksEnded, emailChangesCancelled },
    });
  });
}
export async function findPasswordHashById(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}
