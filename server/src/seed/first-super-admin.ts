import type { Passwords } from '../auth/password';
import { ROLE } from '../auth/roles';
import type { Database } from '../db/database';
import { emailIsTaken, insertUser } from '../users/user-repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_ADMIN_PASSWORD_LENGTH = 8;

export interface AdminCredentials {
  email: string;
  password: string;
}

function checkCredentials({ email, password }: AdminCredentials): void {
  if (!EMAIL.test(email)) throw new Error(`"${email}" is not a valid email address`);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
}

/** Creates a super admin (role 005) with this email; refuses an email that is already taken. */
export async function createSuperAdmin(db: Database, passwords: Passwords, credentials: AdminCredentials): Promise<string> {
  checkCredentials(credentials);
  const taken = new Error(`A user with the email ${credentials.email} already exists`);
  if (await emailIsTaken(db, credentials.email)) throw taken;
  const passwordHash = await passwords.hash(credentials.password);
  const user = {
    email: credentials.email,
    firstName: 'Super',
    lastName: 'Admin',
    roles: [ROLE.SUPER_ADMIN],
    defaultRole: ROLE.SUPER_ADMIN,
  };
  const id = await db.transaction((tx) => insertUser(tx, user, passwordHash, null));
  if (id === null) throw taken;
  return id;
}

export async function hasSuperAdmin(db: Database): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE $1 = ANY (roles) LIMIT 1', [ROLE.SUPER_ADMIN]);
  return rows.length > 0;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: the first super admin of a production install. Replicas that
 * start together may race for it; the one that loses finds the account taken and carries on.
 */
export async function ensureFirstSuperAdmin(db: Database, passwords: Passwords, credentials: AdminCredentials): Promise<boolean> {
  if (await hasSuperAdmin(db)) return false;
  try {
    await createSuperAdmin(db, passwords, credentials);
    return true;
  } catch (error) {
    if (await hasSuperAdmin(db)) return false;
    throw error;
  }
}
