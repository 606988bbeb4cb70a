import { recordAudit } from '../db/audit';
import type { Database, Queryable } from '../db/database';

/**
 * Whom users contact for help (issue 39 rule 4, docs/adr/0263): set by a super admin, shown on every user's Help
 * page. Nothing is invented: until it is set every field is null and the page says so.
 */
export interface SupportContact {
  name: string | null;
  email: string | null;
  phone: string | null;
  updatedAt: string | null;
}

const KEY = 'support.contact';
type Stored = Omit<SupportContact, 'updatedAt'>;
const NOT_SET: Stored = { name: null, email: null, phone: null };

export async function findSupportContact(db: Queryable): Promise<SupportContact> {
  const { rows } = await db.query<{ value: string; updated_at: Date }>('SELECT value, updated_at FROM settings WHERE key = $1', [KEY]);
  if (!rows[0]) return { ...NOT_SET, updatedAt: null };
  return { ...NOT_SET, ...(JSON.parse(rows[0].value) as Partial<Stored>), updatedAt: rows[0].updated_at.toISOString() };
}

/** Stores the contact (an empty field as null) and audits the change with its before and after. */
export async function storeSupportContact(db: Database, contact: Partial<Stored>, actorUserId: string): Promise<SupportContact> {
  const after: Stored = {
    name: contact.name?.trim() || null,
    email: contact.email?.trim() || null,
    phone: contact.phone?.trim() || null,
  };
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1 FOR UPDATE', [KEY]);
    await tx.query(
      `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [KEY, JSON.stringify(after)],
    );
    const before = rows[0] ? JSON.parse(rows[0].value) : null;
    await recordAudit(tx, { actorUserId, action: 'update', entity: 'setting', entityId: KEY, before, after });
  });
  return findSupportContact(db);
}
