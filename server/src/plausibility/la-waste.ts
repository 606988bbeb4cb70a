import type { Queryable } from '#db/database';
import { daysInPeriod } from '#dates/iso-date';
import { kgPerTypedTonne, type QuantityUnit } from '#routes/local-authority/waste-normalisation';
import type { NewWasteRecord } from '#routes/local-authority/waste-rules';
import { generationEstimates } from './estimates';
import type { PlausibilityWarning } from './schemas';
import { HISTORY_RECORDS } from './thresholds';
import { aboveEstimate, outsideHistory, refuseImpossible, type Quantity, type Rate } from './warnings';

const UNIT_SHOWN: Record<QuantityUnit, string> = {
  MT_PER_DAY: 't/day',
  MT_PER_MONTH: 't/month',
  MT_PER_YEAR: 't/year',
  MT_TOTAL: 't over the period',
};

/** Collected kg a day of the authority's latest current records of the plastic type, newest first. */
async function collectedHistory(db: Queryable, localAuthorityId: string, plasticType: string, replacing: string | null): Promise<number[]> {
  const { rows } = await db.query<{ rate: string | number }>(
    `SELECT collected_kg_per_day AS rate FROM la_waste_records
      WHERE local_authority_id = $1 AND plastic_type = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)
      ORDER BY start_date DESC, waste_id COLLATE "C" DESC
      LIMIT ${HISTORY_RECORDS}`,
    [localAuthorityId, plasticType, replacing],
  );
  return rows.map((row) => Number(row.rate));
}

/**
 * The plausibility of an authority's waste record: 400 (through `refuseImpossible`) when a quantity is above the
 * country's estimated generation; otherwise its warnings, fields named within the record. `prefix` places the
 * record in the body (`replacement.` in a correction); `replacing` is the record a correction replaces, left out
 * of the history.
 */
export async function laWasteWarnings(
  db: Queryable,
  localAuthorityId: string,
  record: NewWasteRecord,
  { prefix = '', replacing = null }: { prefix?: string; replacing?: string | null } = {},
): Promise<PlausibilityWarning[]> {
  const days = daysInPeriod(record.startDate, record.endDate);
  const [estimates, history] = await Promise.all([
    generationEstimates(db),
    collectedHistory(db, localAuthorityId, record.plasticType, replacing),
  ]);
  const { kg } = record;
  const rates: Rate[] = [
    { field: 'collectedQuantity', label: 'Collected quantity', kgPerDay: kg.collected / days },
    { field: 'recoveredQuantity', label: 'Recovered quantity', kgPerDay: kg.recovered / days },
    { field: 'rejectedQuantity', label: 'Rejected quantity', kgPerDay: kg.rejected / days },
    { field: 'discardedQuantity', label: 'Discarded quantity', kgPerDay: kg.discarded / days },
    { field: 'recycledQuantityKg', label: 'Recycled quantity', kgPerDay: kg.recycled / days },
  ];
  refuseImpossible(
    rates.map((rate) => ({ ...rate, field: `${prefix}${rate.field}` })),
    estimates.nationalKgPerDay,
    { who: 'local authority' },
  );
  const perTonne = kgPerTypedTonne(record.quantityUnit, record.startDate, record.endDate);
  const collected: Quantity = {
    field: 'collectedQuantity',
    label: 'Collected quantity',
    typed: record.collectedQuantity,
    typedOf: (kgPerDay) => (kgPerDay * days) / perTonne,
    unit: UNIT_SHOWN[record.quantityUnit],
  };
  return [
    aboveEstimate(collected, estimates.byAuthority.get(localAuthorityId) ?? 0, "the authority's"),
    outsideHistory(collected, history, "the authority's"),
  ].filter((warning) => warning !== null);
}
