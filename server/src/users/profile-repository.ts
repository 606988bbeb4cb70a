import { recordAudit } from '../db/audit';
import type { Database } from '../db/database';
import { emailTaken } from '../errors';
import { normalizeEmail } from './user-repository';

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

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Saves the profile and audits the change; null when the user is gone. A taken email answers 409. */
export async function updateProfile(db: Database, userId: string, profile: Profile): Promise<Profile | null> {
  const email = normalizeEmail(profile.email);
  try {
    return await db.transaction(async (tx) => {
      const before = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (!before.rows[0]) return null;
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [email, userId]);
      if (taken.rows.length > 0) throw emailTaken();
      const { socialLinks: links } = profile;
      const { rows } = await tx.query<ProfileRow>(
        `UPDATE users SET first_name = $2, last_name = $3, email = $4, phone = $5, bio = $6,
                facebook_url = $7, x_url = $8, linkedin_url = $9, instagram_url = $10
          WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
        [userId, profile.firstName, profile.lastName, email, profile.phone, profile.bio, links.facebook, links.x, links.linkedin, links.instagram],
      );
      const after = toProfile(rows[0]);
      await recordAudit(tx, { actorUserId: userId, action: 'update-profile', entity: 'user', entityId: userId, before: toProfile(before.rows[0]), after });
      return after;
    });
  } catch (error) {
    // Another request took the email between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await recordAudit(tx, { actorUserId: userId, action: 'change-password', entity: 'user', entityId: userId });
  });
}

export async function findPasswordHashById(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}
