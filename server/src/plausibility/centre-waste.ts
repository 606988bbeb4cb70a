import type { Queryable } from '#db/database';
import { daysInPeriod } from '#dates/iso-date';
import type { NewEntry } from '#routes/sampath-piyasa/rules';
import { generationEstimates } from './estimates';
import type { PlausibilityWarning } from './schemas';
import { HISTORY_RECORDS } from './thresholds';
import { aboveEstimate, outsideHistory, refuseImpossible, type Rate } from './warnings';

const MEASURES = [
  ['collectedKg', 'Collected'],
  ['soldKg', 'Sold'],
  ['rejectedKg', 'Rejected'],
] as const;

/** Collected kg a day of each material in the centre's latest current entries holding it, newest first. */
async function collectedHistory(
  db: Queryable,
  centreId: string,
  materialIds: readonly string[],
  replacing: string | null,
): Promise<Map<string, number[]>> {
  const { rows } = await db.query<{ material_id: string; rate: string | number }>(
    `SELECT material_id, rate FROM (
       SELECT q.material_id, q.collected_kg_per_day AS rate,
              row_number() OVER (PARTITION BY q.material_id ORDER BY e.start_date DESC, e.id DESC) AS n
         FROM sampath_piyasa_waste_entries e
         JOIN sampath_piyasa_waste_quantities q ON q.entry_id = e.id
        WHERE e.centre_id = $1 AND q.material_id = ANY($2::text[]) AND ($3::uuid IS NULL OR e.id <> $3::uuid)
     ) latest
     WHERE n <= ${HISTORY_RECORDS}
     ORDER BY material_id, n`,
    [centreId, materialIds, replacing],
  );
  const history = new Map<string, number[]>();
  for (const row of rows) history.set(row.material_id, [...(history.get(row.material_id) ?? []), Number(row.rate)]);
  return history;
}

/**
 * The plausibility of centre entries (each with its place in the body, `entries.1.` or `replacement.`): one 400
 * naming every quantity above the country's estimated generation, otherwise each entry's warnings, fields named
 * within the entry. `replacing` is the entry a correction replaces, left out of the history.
 */
export async function centreWasteWarnings(
  db: Queryable,
  localAuthorityId: string,
  entries: readonly { entry: NewEntry; prefix: string }[],
  replacing: string | null = null,
): Promise<PlausibilityWarning[][]> {
  const estimates = await generationEstimates(db);
  const rates: Rate[] = entries.flatMap(({ entry, prefix }) => {
    const days = daysInPeriod(entry.startDate, entry.endDate);
    return entry.quantities.flatMap((quantity, index) =>
      MEASURES.map(([measure, label]) => ({
        field: `${prefix}quantities.${index}.${measure}`,
        label: `${label} ${quantity.materialId}`,
        kgPerDay: quantity[measure] / days,
      })),
    );
  });
  refuseImpossible(rates, estimates.nationalKgPerDay, { who: 'centre' });
  const estimate = estimates.byAuthority.get(localAuthorityId) ?? 0;
  const warnings: PlausibilityWarning[][] = [];
  for (const { entry } of entries) {
    const days = daysInPeriod(entry.startDate, entry.endDate);
    const perPeriod = (kgPerDay: number) => kgPerDay * days;
    const history = await collectedHistory(
      db,
      entry.sampathPiyasaId,
      entry.quantities.map((quantity) => quantity.materialId),
      replacing,
    );
    const collectedKg = entry.quantities.reduce((sum, quantity) => sum + quantity.collectedKg, 0);
    const all = aboveEstimate(
      { field: 'quantities', label: 'Collected at the centre (all materials)', typed: collectedKg, typedOf: perPeriod, unit: 'kg' },
      estimate,
      "the authority's",
    );
    const byMaterial = entry.quantities.map((quantity, index) =>
      outsideHistory(
        {
          field: `quantities.${index}.collectedKg`,
          label: `Collected ${quantity.materialId}`,
          typed: quantity.collectedKg,
          typedOf: perPeriod,
          unit: 'kg',
        },
        history.get(quantity.materialId) ?? [],
        "the centre's",
      ),
    );
    warnings.push([all, ...byMaterial].filter((warning) => warning !== null));
  }
  return warnings;
}
