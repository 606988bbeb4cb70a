import { daysInPeriod, isIsoDate } from '#dates/iso-date';
import { inputRefused } from '#errors';
import { SRI_LANKA_BOUNDS } from './reference';
import { MAX_PERIOD_DAYS, type CentreBody, type EntryBody, type GraphBody } from './schemas';

/** Spec section 5, word for word. */
export const SELECT_CENTRE_MESSAGE = 'Please select at least one Sampath Piyasa center to continue.';
export const CHART_YEARS = 10;

const grams = (kg: number) => Math.round(kg * 1000);

export interface NewCentre {
  name: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  isMaterialRecoveryFacility: boolean;
  isRecyclingFacility: boolean;
  isActive: boolean;
}

/** A centre as stored: trimmed text, coordinates both or neither and within Sri Lanka. */
export function newCentre(body: CentreBody): NewCentre {
  const name = body.name.trim();
  const location = body.location.trim();
  if (!name) throw inputRefused('The centre name is required');
  if (!location) throw inputRefused('The location is required');
  const { latitude, longitude } = body;
  if ((latitude === undefined) !== (longitude === undefined)) throw inputRefused('Give both latitude and longitude, or neither');
  if (latitude !== undefined && longitude !== undefined) {
    const b = SRI_LANKA_BOUNDS;
    if (latitude < b.minLatitude || latitude > b.maxLatitude || longitude < b.minLongitude || longitude > b.maxLongitude) {
      throw inputRefused('The coordinates must be within Sri Lanka');
    }
  }
  return {
    name,
    location,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    description: body.description?.trim() ?? '',
    isMaterialRecoveryFacility: body.isMaterialRecoveryFacility,
    isRecyclingFacility: body.isRecyclingFacility,
    isActive: body.isActive ?? true,
  };
}

export interface NewEntry extends Omit<EntryBody, 'entryDate' | 'startDate' | 'endDate'> {
  startDate: string;
  endDate: string;
}

function periodOf(entry: EntryBody, label: string): { startDate: string; endDate: string } {
  if (entry.frequencyType === 'DAILY') {
    if (entry.entryDate === undefined) throw inputRefused(`${label}: entryDate is required for frequency type DAILY`);
    if (entry.startDate !== undefined || entry.endDate !== undefined)
      throw inputRefused(`${label}: startDate and endDate are only for frequency type RANGE`);
    return { startDate: entry.entryDate, endDate: entry.entryDate };
  }
  if (entry.startDate === undefined || entry.endDate === undefined)
    throw inputRefused(`${label}: startDate and endDate are required for frequency type RANGE`);
  if (entry.entryDate !== undefined) throw inputRefused(`${label}: entryDate is only for frequency type DAILY`);
  return { startDate: entry.startDate, endDate: entry.endDate };
}

/**
 * The rules of one entry beyond its schema, the same as waste data's for the period (a real day, none
 * in the future, at most 366 days); `label` names the entry in the message.
 */
export function newEntry(entry: EntryBody, today: string, label: string): NewEntry {
  for (const field of ['entryDate', 'startDate', 'endDate'] as const) {
    const value = entry[field];
    if (value !== undefined && !isIsoDate(value)) throw inputRefused(`${label}: ${field} is not a valid date`);
    if (value !== undefined && value > today) throw inputRefused(`${label}: the dates must not be in the future`);
  }
  const { startDate, endDate } = periodOf(entry, label);
  if (endDate < startDate) throw inputRefused(`${label}: the end date must not be before the start date`);
  if (daysInPeriod(startDate, endDate) > MAX_PERIOD_DAYS)
    throw inputRefused(`${label}: the period must not be longer than ${MAX_PERIOD_DAYS} days`);
  const seen = new Set<string>();
  for (const quantity of entry.quantities) {
    if (seen.has(quantity.materialId)) throw inputRefused(`${label}: ${quantity.materialId} is given twice`);
    seen.add(quantity.materialId);
    if (grams(quantity.soldKg) + grams(quantity.rejectedKg) > grams(quantity.collectedKg)) {
      throw inputRefused(
        `${label}: sold and rejected quantities of ${quantity.materialId} together must not be more than the collected quantity`,
      );
    }
  }
  const { entryDate: _entryDate, ...values } = entry;
  return { ...values, startDate, endDate };
}

export function newEntries(entries: EntryBody[], today: string): NewEntry[] {
  if (entries.length === 0) throw inputRefused(SELECT_CENTRE_MESSAGE);
  return entries.map((entry, index) => newEntry(entry, today, `Entry ${index + 1}`));
}

/** The graphs' years: at most ten, in order. */
export function graphYears(body: GraphBody): { from: number; to: number } {
  const to = body.toYear ?? body.year;
  if (to < body.year) throw inputRefused('toYear must not be before year');
  if (to - body.year + 1 > CHART_YEARS) throw inputRefused(`Chart data can be shown for at most ${CHART_YEARS} years`);
  return { from: body.year, to };
}
