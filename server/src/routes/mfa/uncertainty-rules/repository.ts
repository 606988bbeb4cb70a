import type { Queryable } from '#db/database';
import { DEFAULT_UNCERTAINTY_RULES, UNCERTAINTY_KINDS, type UncertaintyKind, type UncertaintyRules } from '#mfa/reconciliation/index';

export interface UncertaintyRuleRow {
  kind: UncertaintyKind;
  version: number;
  relativeSd: number;
  note: string;
  updatedAt: string | null;
  updatedBy: string | null;
  /** The name of who changed it, for the history (null: the default, or the account is gone). */
  updatedByName: string | null;
}

interface Row {
  kind: UncertaintyKind;
  version: number;
  relative_sd: string;
  note: string;
  updated_at: Date | string;
  updated_by: string | null;
  updated_by_name: string | null;
}

const fromRow = (row: Row): UncertaintyRuleRow => ({
  kind: row.kind,
  version: Number(row.version),
  relativeSd: Number(row.relative_sd),
  note: row.note,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
  updatedByName: row.updated_by_name,
});

/** Every version of every rule, oldest first within a kind. */
export async function findRuleHistory(db: Queryable): Promise<UncertaintyRuleRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT r.kind, r.version, r.relative_sd, r.note, r.updated_at, r.updated_by,
            nullif(trim(u.first_name || ' ' || u.last_name), '') AS updated_by_name
       FROM mfa_uncertainty_rules r LEFT JOIN users u ON u.id = r.updated_by
      ORDER BY r.kind, r.version`,
  );
  return rows.map(fromRow);
}

/** The current rule of each kind: its highest version, or the default (version 0) when it was never changed. */
export async function findCurrentRules(db: Queryable): Promise<UncertaintyRuleRow[]> {
  const history = await findRuleHistory(db);
  return UNCERTAINTY_KINDS.map((kind) => {
    const versions = history.filter((row) => row.kind === kind);
    return (
      versions.at(-1) ?? {
        kind,
        version: 0,
        relativeSd: DEFAULT_UNCERTAINTY_RULES[kind],
        note: '',
        updatedAt: null,
        updatedBy: null,
        updatedByName: null,
      }
    );
  });
}

/** The values the reconciliation uses. */
export const ruleValues = (rows: readonly UncertaintyRuleRow[]): UncertaintyRules =>
  Object.fromEntries(rows.map((row) => [row.kind, row.relativeSd])) as UncertaintyRules;

/** Adds the next version of each changed kind (the table is locked so two writers take turns). */
export async function addRuleVersions(
  tx: Queryable,
  changes: readonly { kind: UncertaintyKind; relativeSd: number }[],
  note: string,
  userId: string,
): Promise<{ kind: UncertaintyKind; version: number; relativeSd: number }[]> {
  await tx.query('LOCK TABLE mfa_uncertainty_rules IN EXCLUSIVE MODE');
  const saved = [];
  for (const { kind, relativeSd } of changes) {
    const { rows } = await tx.query<{ version: number }>(
      `INSERT INTO mfa_uncertainty_rules (kind, version, relative_sd, note, updated_by)
       SELECT $1, coalesce(max(version), 0) + 1, $2, $3, $4 FROM mfa_uncertainty_rules WHERE kind = $1
       RETURNING version`,
      [kind, relativeSd, note, userId],
    );
    saved.push({ kind, version: Number(rows[0].version), relativeSd });
  }
  return saved;
}
