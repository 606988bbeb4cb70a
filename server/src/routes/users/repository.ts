import type { Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { forgetSignedInUser } from '#auth/signed-in-users';
import { pageOf } from '#schemas/paging';
import type { Account, AccountSearcher, AccountSearchResult } from './schemas';

const SELECT = `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.roles,
         u.default_role AS "defaultRole", u.local_authority_id AS "localAuthorityId", la.name AS "localAuthorityName",
         la.name_si AS "localAuthorityNameSi", la.name_ta AS "localAuthorityNameTa",
         u.recycler_id AS "recyclerId", r.name AS "recyclerName", u.organisation, u.disabled_at IS NOT NULL AS disabled,
         u.created_at AS "createdAt",
         (SELECT max(a.at) FROM audit_log a WHERE a.actor_user_id = u.id) AS "lastActivityAt",
         (SELECT count(*)::int FROM customs_uploads c WHERE c.created_by = u.id) AS uploads,
         (SELECT max(c.created_at) FROM customs_uploads c WHERE c.created_by = u.id) AS "lastUploadAt"
    FROM users u
    LEFT JOIN local_authorities la ON la.id = u.local_authority_id
    LEFT JOIN recyclers r ON r.id = u.recycler_id`;

type StoredAccount = Omit<Account, 'createdAt' | 'lastActivityAt' | 'lastUploadAt'> & {
  createdAt: Date;
  lastActivityAt: Date | null;
  lastUploadAt: Date | null;
};
const accountOf = (row: StoredAccount): Account => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt ? row.lastActivityAt.toISOString() : null,
  lastUploadAt: row.lastUploadAt ? row.lastUploadAt.toISOString() : null,
});

export async function searchAccounts(db: Queryable, searcher: AccountSearcher): Promise<AccountSearchResult> {
  const page = pageOf(searcher);
  const params = [searcher.name?.trim() || null, searcher.role ?? null, searcher.withoutRole ?? null, searcher.disabled ?? null];
  const where = `WHERE ($1::text IS NULL OR strpos(lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.organisation, '')), lower($1::text)) > 0)
        AND ($2::text IS NULL OR $2::text = ANY (u.roles))
        AND ($3::boolean IS NULL OR (cardinality(u.roles) = 0) = $3::boolean)
        -- A sign-up waits for a role only once its address is proved.
        AND (NOT coalesce($3::boolean, false) OR u.email_verified_at IS NOT NULL)
        AND ($4::boolean IS NULL OR (u.disabled_at IS NOT NULL) = $4::boolean)`;
  const { rows, total } = await countedPage<StoredAccount>(
    db,
    { sql: `SELECT count(*)::int AS total FROM users u ${where}`, params },
    {
      sql: `${SELECT} ${where}
      ORDER BY lower(u.first_name || ' ' || u.last_name) ${page.direction}, u.email ${page.direction}
      LIMIT $5 OFFSET $6`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(accountOf), total };
}

export async function findAccount(db: Queryable, id: string): Promise<Account | null> {
  const { rows } = await db.query<StoredAccount>(`${SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? accountOf(rows[0]) : null;
}

/** What PATCH may change, as stored. */
export interface AccountState {
  roles: string[];
  defaultRole: string | null;
  localAuthorityId: string | null;
  recyclerId: string | null;
  disabled: boolean;
}

/** Locks the account's row for the rest of the transaction. */
export async function lockAccountState(tx: Queryable, id: string): Promise<AccountState | null> {
  const { rows } = await tx.query<AccountState>(
    `SELECT roles, default_role AS "defaultRole", local_authority_id AS "localAuthorityId", recycler_id AS "recyclerId",
            disabled_at IS NOT NULL AS disabled
       FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The enabled super admins other than `id`, their rows locked: two super admins demoting each other at
 * once wait on each other's rows, so one of them is refused.
 */
export async function lockOtherActiveSuperAdmins(tx: Queryable, id: string): Promise<number> {
  const { rows } = await tx.query(
    "SELECT id FROM users WHERE '005' = ANY (roles) AND disabled_at IS NULL AND id <> $1 ORDER BY id FOR UPDATE",
    [id],
  );
  return rows.length;
}

export async function storeAccountState(tx: Queryable, id: string, state: AccountState): Promise<void> {
  await tx.query(
    `UPDATE users SET roles = $2::text[], default_role = $3, local_authority_id = $4, recycler_id = $5,
            disabled_at = CASE WHEN $6::boolean THEN coalesce(disabled_at, now()) ELSE NULL END
      WHERE id = $1`,
    [id, state.roles, state.defaultRole, state.localAuthorityId, state.recyclerId, state.disabled],
  );
  forgetSignedInUser(id);
}
