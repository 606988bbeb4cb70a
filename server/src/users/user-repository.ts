import type { SignedInUser } from '../auth/policy';
import type { RoleCode } from '../auth/roles';
import { recordAudit } from '../db/audit';
import type { Queryable } from '../db/database';
import type { LoggedUser } from '../schemas/logged-user';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface StoredCredentials {
  id: string;
  passwordHash: string;
  sessionVersion: number;
  disabled: boolean;
  /** False for a sign-up whose address has not been proved yet: it cannot sign in. */
  emailVerified: boolean;
}

export async function findPasswordHash(db: Queryable, email: string): Promise<StoredCredentials | null> {
  const { rows } = await db.query<{
    id: string;
    password_hash: string;
    session_version: number;
    disabled: boolean;
    email_verified: boolean;
  }>(
    `SELECT id, password_hash, session_version, disabled_at IS NOT NULL AS disabled, email_verified_at IS NOT NULL AS email_verified
       FROM users WHERE lower(email) = $1`,
    [normalizeEmail(email)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    passwordHash: row.password_hash,
    sessionVersion: row.session_version,
    disabled: row.disabled,
    emailVerified: row.email_verified,
  };
}

/** The caller of a request and the session version its access token must carry. */
export async function findSignedInUser(db: Queryable, id: string): Promise<{ user: SignedInUser; sessionVersion: number } | null> {
  const { rows } = await db.query<{
    id: string;
    roles: RoleCode[];
    default_role: RoleCode | null;
    local_authority_id: string | null;
    recycler_id: string | null;
    session_version: number;
  }>('SELECT id, roles, default_role, local_authority_id, recycler_id, session_version FROM users WHERE id = $1 AND disabled_at IS NULL', [
    id,
  ]);
  const row = rows[0];
  // A disabled account is no one: its tokens stop at once, whatever their version.
  if (!row) return null;
  return {
    user: {
      id: row.id,
      roles: row.roles,
      defaultRole: row.default_role,
      localAuthorityId: row.local_authority_id,
      recyclerId: row.recycler_id,
    },
    sessionVersion: row.session_version,
  };
}

interface LoggedUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  default_role: RoleCode | null;
  roles: RoleCode[];
  la_id: string | null;
  la_name: string;
  la_name_si: string | null;
  la_name_ta: string | null;
  la_district: string;
  la_province: string;
  la_council_type: string;
  recycler_id: string | null;
  recycler_name: string;
  recycler_primary_address: string;
  recycler_hotline: string;
}

export async function findLoggedUser(db: Queryable, id: string): Promise<LoggedUser | null> {
  const { rows } = await db.query<LoggedUserRow>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.default_role, u.roles,
            la.id AS la_id, la.name AS la_name, la.name_si AS la_name_si, la.name_ta AS la_name_ta, d.name AS la_district, p.code AS la_province,
            la.council_type AS la_council_type,
            r.id AS recycler_id, r.name AS recycler_name, r.primary_address AS recycler_primary_address,
            r.hotline AS recycler_hotline
       FROM users u
       LEFT JOIN local_authorities la ON la.id = u.local_authority_id
       LEFT JOIN districts d ON d.id = la.district_id
       LEFT JOIN provinces p ON p.id = d.province_id
       LEFT JOIN recyclers r ON r.id = u.recycler_id
      WHERE u.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    defaultRole: row.default_role,
    roles: row.roles,
    selectedLocalAuthority: row.la_id
      ? {
          id: row.la_id,
          name: row.la_name,
          nameSi: row.la_name_si,
          nameTa: row.la_name_ta,
          district: row.la_district,
          province: row.la_province,
          councilType: row.la_council_type,
        }
      : null,
    selectedRecycler: row.recycler_id
      ? { id: row.recycler_id, name: row.recycler_name, primaryAddress: row.recycler_primary_address, hotline: row.recycler_hotline }
      : null,
  };
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  roles: RoleCode[];
  defaultRole: RoleCode | null;
  localAuthorityId?: string;
  recyclerId?: string;
  /** Whom the person works for, as written at sign-up (or by the super admin). */
  organisation?: string;
  /** False only for a sign-up: its address must be proved before it counts. Every other new account counts at once. */
  emailVerified?: boolean;
}

/**
 * Inserts the user and its audit entry; call inside a transaction. Returns the new id, or null when the
 * email is taken (also when another replica created it a moment ago).
 */
export async function insertUser(tx: Queryable, user: NewUser, passwordHash: string, actorUserId: string | null): Promise<string | null> {
  const values = {
    email: normalizeEmail(user.email),
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone ?? null,
    roles: user.roles,
    default_role: user.defaultRole,
    local_authority_id: user.localAuthorityId ?? null,
    recycler_id: user.recyclerId ?? null,
    organisation: user.organisation?.trim() || null,
  };
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, phone, roles, default_role, local_authority_id, recycler_id, password_hash,
                        email_verified_at, organisation)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, CASE WHEN $10::boolean THEN now() END, $11)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id`,
    [
      values.email,
      values.first_name,
      values.last_name,
      values.phone,
      values.roles,
      values.default_role,
      values.local_authority_id,
      values.recycler_id,
      passwordHash,
      user.emailVerified ?? true,
      values.organisation,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await recordAudit(tx, { actorUserId, action: 'create', entity: 'user', entityId: id, after: { id, ...values } });
  return id;
}

export async function emailIsTaken(db: Queryable, email: string): Promise<boolean> {
  return (await findPasswordHash(db, email)) !== null;
}
