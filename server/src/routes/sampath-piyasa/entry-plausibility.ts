import type { Queryable } from '#db/database';
import { colomboToday } from '#dates/colombo-today';
import { centreWasteWarnings } from '#plausibility/centre-waste';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { asSent } from '#plausibility/warnings';
import { refuseUnknownCentres } from './entry-repository';
import { newEntries, type NewEntry } from './rules';
import type { WasteDataBody } from './schemas';

/**
 * A save's entries as the rules accept them, each with its plausibility warnings (fields within the entry), and all
 * the warnings as the body names them (`entries.1.quantities.0.collectedKg`). The centres are checked first (404),
 * so that no warning speaks of another authority's centre.
 */
export async function checkedEntries(
  db: Queryable,
  localAuthorityId: string,
  body: WasteDataBody,
): Promise<{ entries: { entry: NewEntry; acknowledgedWarnings: PlausibilityWarning[] }[]; warnings: PlausibilityWarning[] }> {
  const entries = newEntries(body.entries, colomboToday());
  await refuseUnknownCentres(db, localAuthorityId, [...new Set(entries.map((entry) => entry.sampathPiyasaId))].sort());
  const prefixes = entries.map((_, index) => `entries.${index}.`);
  const warnings = await centreWasteWarnings(
    db,
    localAuthorityId,
    entries.map((entry, index) => ({ entry, prefix: prefixes[index] })),
  );
  return {
    entries: entries.map((entry, index) => ({ entry, acknowledgedWarnings: warnings[index] })),
    warnings: warnings.flatMap((list, index) => asSent(prefixes[index], list)),
  };
}
