import { forgetMfaResults } from '#mfa/contributions';
import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { countedPage } from '#db/counted-page';
import { isUuid } from '#db/uuid';
import { AppError } from '#errors';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { pageOf } from '#schemas/paging';
import type { RecyclerReturn, RecyclerReturnDetail, ReturnBody, ReturnSearcher, ReturnSearchResult } from './returns-schemas';

interface ReturnRow {
  id: string;
  recycler_id: string;
  recycler_name: string;
  month: string;
  plastic_type: string;
  opening_stock_kg: string;
  closing_stock_kg: string;
  intake_kg: string;
  output_kg: string;
  rejected_kg: string;
  acknowledged_warnings: PlausibilityWarning[];
  created_at: Date;
  created_by: string | null;
  created_by_name: string | null;
}

const RETURN_COLUMNS = `r.id, r.recycler_id, rc.name AS recycler_name, to_char(r.month, 'YYYY-MM') AS month, r.plastic_type,
  r.opening_stock_kg, r.closing_stock_kg, r.intake_kg, r.output_kg, r.rejected_kg, r.acknowledged_warnings, r.created_at, r.created_by,
  trim(u.first_name || ' ' || u.last_name) AS created_by_name`;
const RETURN_FROM = `recycler_returns r JOIN recyclers rc ON rc.id = r.recycler_id LEFT JOIN users u ON u.id = r.created_by`;

function toReturn(row: ReturnRow): RecyclerReturn {
  return {
    id: row.id,
    recyclerId: row.recycler_id,
    recyclerName: row.recycler_name,
    month: row.month,
    plasticType: row.plastic_type,
    openingStockKg: Number(row.opening_stock_kg),
    closingStockKg: Number(row.closing_stock_kg),
    intakeKg: Number(row.intake_kg),
    outputKg: Number(row.output_kg),
    rejectedKg: Number(row.rejected_kg),
    acknowledgedWarnings: row.acknowledged_warnings,
    createdAt: row.created_at.toISOString(),
    createdBy: { id: row.created_by, name: row.created_by_name ?? '' },
  };
}

/** A return with its lines in list order; null when there is none, or it is another's than `recyclerId`'s (null: anyone's). */
export async function findReturn(db: Queryable, id: string, recyclerId: string | null): Promise<RecyclerReturnDetail | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM ${RETURN_FROM} WHERE r.id = $1 AND ($2::text IS NULL OR r.recycler_id = $2::text)`,
    [id, recyclerId],
  );
  if (!rows[0]) return null;
  const lines = await db.query<{
    kind: string;
    id: string;
    name: string;
    name_si: string | null;
    name_ta: string | null;
    retired: boolean;
    kg: string;
  }>(
    `SELECT l.kind, m.id, m.name, m.name_si, m.name_ta, m.retired_at IS NOT NULL AS retired, l.kg
       FROM recycler_return_lines l JOIN recycler_master_data m ON m.id = l.item_id
      WHERE l.return_id = $1
      ORDER BY m.position, m.id`,
    [id],
  );
  const of = (kind: string) =>
    lines.rows
      .filter((line) => line.kind === kind)
      .map(({ id: itemId, name, name_si, name_ta, retired, kg }) => ({
        id: itemId,
        name,
        nameSi: name_si,
        nameTa: name_ta,
        retired,
        kg: Number(kg),
      }));
  return { ...toReturn(rows[0]), intake: of('INTAKE'), output: of('OUTPUT'), rejected: of('REJECTED') };
}

export const PLASTIC_NAMES: Record<string, string> = { HARD: 'hard plastic', SOFT: 'soft plastic' };

function duplicateReturn(existing: { id: string; created_at: Date }, body: ReturnBody): AppError {
  return new AppError(
    409,
    'DUPLICATE_RETURN',
    `A return for ${body.month}, ${PLASTIC_NAMES[body.plasticType]}, already exists (entered ${existing.created_at.toISOString().slice(0, 10)}, id ${existing.id})`,
    { id: existing.id, month: body.month, plasticType: body.plasticType },
  ).withParams({ month: body.month, entered: existing.created_at.toISOString().slice(0, 10) });
}

const total = (lines: readonly { kg: number }[]) => lines.reduce((sum, line) => sum + line.kg, 0);

/** Serialises a recycler's duplicate checks and inserts, in the caller's transaction. */
export async function lockRecyclerReturns(tx: Queryable, recyclerId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('recycler_return:' || $1::text))`, [recyclerId]);
}

/**
 * 409 DUPLICATE_RETURN when the recycler has a return for the month and plastic type; `except` is the return a
 * correction's replacement will take the place of.
 */
export async function refuseDuplicate(tx: Queryable, recyclerId: string, body: ReturnBody, except: string | null = null): Promise<void> {
  const existing = await tx.query<{ id: string; created_at: Date }>(
    `SELECT id, created_at FROM recycler_returns
      WHERE recycler_id = $1 AND month = ($2 || '-01')::date AND plastic_type = $3 AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [recyclerId, body.month, body.plasticType, except],
  );
  if (existing.rows[0]) throw duplicateReturn(existing.rows[0], body);
}

/** Writes a checked return and its lines under the recycler's lock (taken by the caller); answers it as read back. */
export async function writeReturn(
  tx: Queryable,
  recyclerId: string,
  body: ReturnBody,
  written: { createdBy: string | null; acknowledgedWarnings: readonly PlausibilityWarning[] },
): Promise<RecyclerReturnDetail> {
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO recycler_returns
       (recycler_id, month, plastic_type, opening_stock_kg, closing_stock_kg, intake_kg, output_kg, rejected_kg, created_by, acknowledged_warnings)
     VALUES ($1, ($2 || '-01')::date, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING id`,
    [
      recyclerId,
      body.month,
      body.plasticType,
      body.openingStockKg,
      body.closingStockKg,
      total(body.intake),
      total(body.output),
      total(body.rejected),
      written.createdBy,
      JSON.stringify(written.acknowledgedWarnings),
    ],
  );
  const id = inserted.rows[0].id;
  // Recyclers' returns are an MFA input shared among a district's authorities (routes/mfa/recycler-contributions.ts).
  await forgetMfaResults(tx, null, Number(body.month.slice(0, 4)));
  const lines = [
    ...body.intake.map((line) => ['INTAKE', line.sourceId, line.kg] as const),
    ...body.output.map((line) => ['OUTPUT', line.productTypeId, line.kg] as const),
    ...body.rejected.map((line) => ['REJECTED', line.destinationId, line.kg] as const),
  ];
  for (const [kind, itemId, kg] of lines) {
    await tx.query('INSERT INTO recycler_return_lines (return_id, kind, item_id, kg) VALUES ($1, $2, $3, $4)', [id, kind, itemId, kg]);
  }
  const saved = await findReturn(tx, id, recyclerId);
  if (!saved) throw new Error('The inserted return is missing');
  return saved;
}

/**
 * Saves the return and its lines and audits it. One return per recycler, month and plastic type: the
 * recycler's lock makes the check and the insert one step (the unique key is the last word).
 */
export async function insertReturn(
  db: Database,
  recyclerId: string,
  actorUserId: string,
  body: ReturnBody,
  acknowledgedWarnings: readonly PlausibilityWarning[] = [],
): Promise<RecyclerReturnDetail> {
  return db.transaction(async (tx) => {
    await lockRecyclerReturns(tx, recyclerId);
    await refuseDuplicate(tx, recyclerId, body);
    const saved = await writeReturn(tx, recyclerId, body, { createdBy: actorUserId, acknowledgedWarnings });
    await recordAudit(tx, { actorUserId, action: 'create', entity: 'recycler_return', entityId: saved.id, after: saved });
    return saved;
  });
}

export async function searchReturns(db: Queryable, recyclerId: string, searcher: ReturnSearcher): Promise<ReturnSearchResult> {
  const page = pageOf(searcher);
  const params = [recyclerId, searcher.year ?? null, searcher.plasticType ?? null];
  const where = `WHERE r.recycler_id = $1
      AND ($2::int IS NULL OR (r.month >= make_date($2::int, 1, 1) AND r.month < make_date($2::int + 1, 1, 1)))
      AND ($3::text IS NULL OR r.plastic_type = $3::text)`;
  const { rows, total } = await countedPage<ReturnRow>(
    db,
    { sql: `SELECT count(*)::int AS total FROM recycler_returns r ${where}`, params },
    {
      sql: `SELECT ${RETURN_COLUMNS} FROM ${RETURN_FROM} ${where}
        ORDER BY r.month ${page.direction}, r.plastic_type ${page.direction}
        LIMIT $4 OFFSET $5`,
      params: [...params, page.limit, page.offset],
    },
  );
  return { rows: rows.map(toReturn), total };
}
