import { daysInPeriod } from '#dates/iso-date';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { roundKg } from '#routes/local-authority/waste-normalisation';
import type { NewEntry } from '../rules';
import type { ProposedEntry } from '../schemas';

/** A replacement entry as completing its correction would save it, for the admin to read beside the entry. */
export function proposedEntry(
  localAuthorityId: string,
  centreName: string,
  entry: NewEntry,
  acknowledgedWarnings: PlausibilityWarning[],
): ProposedEntry {
  const days = daysInPeriod(entry.startDate, entry.endDate);
  const quantities = entry.quantities.map((quantity) => ({
    ...quantity,
    kgPerDay: {
      collected: roundKg(quantity.collectedKg / days),
      sold: roundKg(quantity.soldKg / days),
      rejected: roundKg(quantity.rejectedKg / days),
    },
  }));
  const sum = (pick: (quantity: NewEntry['quantities'][number]) => number) =>
    roundKg(entry.quantities.reduce((total, q) => total + pick(q), 0));
  return {
    sampathPiyasaId: entry.sampathPiyasaId,
    centreName,
    localAuthorityId,
    frequencyType: entry.frequencyType,
    entryDate: entry.frequencyType === 'DAILY' ? entry.startDate : null,
    startDate: entry.startDate,
    endDate: entry.endDate,
    days,
    typeOfCollectionId: entry.typeOfCollectionId,
    quantities,
    totals: { collectedKg: sum((q) => q.collectedKg), soldKg: sum((q) => q.soldKg), rejectedKg: sum((q) => q.rejectedKg) },
    acknowledgedWarnings,
  };
}
