import type { PlausibilityWarning } from '#plausibility/schemas';
import { daysInPeriod } from '#dates/iso-date';
import { roundKg, type WasteKg } from '../waste-normalisation';
import type { NewWasteRecord } from '../waste-rules';
import type { ProposedWasteRecord } from '../waste-schemas';

const perDay = (kg: WasteKg, days: number): WasteKg => ({
  collected: roundKg(kg.collected / days),
  recovered: roundKg(kg.recovered / days),
  rejected: roundKg(kg.rejected / days),
  discarded: roundKg(kg.discarded / days),
  recycled: roundKg(kg.recycled / days),
});

/** A replacement as completing its correction would save it, for the admin to read beside the record. */
export function proposedWasteRecord(
  localAuthorityId: string,
  wasteId: string,
  record: NewWasteRecord,
  acknowledgedWarnings: PlausibilityWarning[],
): ProposedWasteRecord {
  const { kg, ...values } = record;
  const days = daysInPeriod(record.startDate, record.endDate);
  return {
    ...values,
    wasteId,
    localAuthorityId,
    entryDate: record.frequencyType === 'DAILY' ? record.startDate : null,
    days,
    normalisedKg: kg,
    kgPerDay: perDay(kg, days),
    acknowledgedWarnings,
  };
}
