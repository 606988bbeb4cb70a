import type { Queryable } from '#db/database';
import type { ReturnBody } from '#routes/recycler/returns-schemas';
import { generationEstimates } from './estimates';
import type { PlausibilityWarning } from './schemas';
import { HISTORY_RECORDS } from './thresholds';
import { outsideHistory, refuseImpossible, type Quantity, type Rate } from './warnings';

const SIDES = [
  ['intake', 'Intake', 'intake_kg'],
  ['output', 'Output', 'output_kg'],
  ['rejected', 'Rejected', 'rejected_kg'],
] as const;

type Side = (typeof SIDES)[number][2];

/** Intake, output and rejected kg of the recycler's latest current returns of the plastic type, newest month first. */
async function monthlyHistory(db: Queryable, recyclerId: string, plasticType: string, replacing: string | null) {
  const { rows } = await db.query<Record<Side, string | number>>(
    `SELECT intake_kg, output_kg, rejected_kg FROM recycler_returns
      WHERE recycler_id = $1 AND plastic_type = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)
      ORDER BY month DESC
      LIMIT ${HISTORY_RECORDS}`,
    [recyclerId, plasticType, replacing],
  );
  return rows;
}

function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

const sum = (lines: readonly { kg: number }[]) => lines.reduce((total, line) => total + line.kg, 0);

/**
 * The plausibility of a recycler's monthly return: 400 (code VALIDATION, the recycler's refusals') naming every line
 * above the country's estimated generation a day; otherwise its warnings on the month's intake, output and rejected
 * totals against the recycler's own months (kg a month), fields named within the return. `prefix` places the return
 * in the body; `replacing` is the return a correction replaces, left out of the history.
 */
export async function recyclerReturnWarnings(
  db: Queryable,
  recyclerId: string,
  body: ReturnBody,
  { prefix = '', replacing = null }: { prefix?: string; replacing?: string | null } = {},
): Promise<PlausibilityWarning[]> {
  const [estimates, history] = await Promise.all([generationEstimates(db), monthlyHistory(db, recyclerId, body.plasticType, replacing)]);
  const days = daysInMonth(body.month);
  const rates: Rate[] = SIDES.flatMap(([side, label]) =>
    body[side].map((line, index) => ({
      field: `${prefix}${side}.${index}.kg`,
      label: `${label} line ${index + 1}`,
      kgPerDay: line.kg / days,
    })),
  );
  refuseImpossible(rates, estimates.nationalKgPerDay, { who: 'recycler', code: 'VALIDATION' });
  return SIDES.map(([side, label, column]) => {
    const total = sum(body[side]);
    const quantity: Quantity = { field: side, label: `${label} of the month`, typed: total, typedOf: (kg) => kg, unit: 'kg' };
    return outsideHistory(
      quantity,
      history.map((row) => Number(row[column])),
      "the recycler's",
    );
  }).filter((warning) => warning !== null);
}
