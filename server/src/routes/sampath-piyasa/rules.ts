import { daysInPeriod, isIsoDate } from '#dates/iso-date';
import { inputRefused, type AppError, type ErrorParams } from '#errors';
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
  if (!name) throw inputRefused('The centre name is required', 'CENTRE_NAME_REQUIRED');
  if (!location) throw inputRefused('The location is required', 'LOCATION_REQUIRED');
  const { latitude, longitude } = body;
  if ((latitude === undefined) !== (longitude === undefined))
    throw inputRefused('Give both latitude and longitude, or neither', 'COORDINATES_PAIR');
  if (latitude !== undefined && longitude !== undefined) {
    const b = SRI_LANKA_BOUNDS;
    if (latitude < b.minLatitude || latitude > b.maxLatitude || longitude < b.minLongitude || longitude > b.maxLongitude) {
      throw inputRefused('The coordinates must be within Sri Lanka', 'COORDINATES_OUTSIDE');
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

type EntryReason =
  | 'DAILY_DATE_REQUIRED'
  | 'RANGE_DATES_ONLY'
  | 'RANGE_DATES_REQUIRED'
  | 'DAILY_DATE_ONLY'
  | 'INVALID_DATE'
  | 'FUTURE_DATE'
  | 'END_BEFORE_START'
  | 'PERIOD_TOO_LONG'
  | 'MATERIAL_TWICE'
  | 'SOLD_ABOVE_COLLECTED';

/** A refused entry, named by its place in the body (`Entry 2`), or a correction's replacement (`position` null). */
function entryRefused(position: number | null, message: string, reason: EntryReason, params: ErrorParams = {}): AppError {
  if (position === null) return inputRefused(`Replacement: ${message}`, reason, params);
  return inputRefused(`Entry ${position}: ${message}`, `ENTRY_${reason}`, { entry: position, ...params });
}

function periodOf(entry: EntryBody, position: number | null): { startDate: string; endDate: string } {
  if (entry.frequencyType === 'DAILY') {
    if (entry.entryDate === undefined)
      throw entryRefused(position, 'entryDate is required for frequency type DAILY', 'DAILY_DATE_REQUIRED');
    if (entry.startDate !== undefined || entry.endDate !== undefined)
      throw entryRefused(position, 'startDate and endDate are only for frequency type RANGE', 'RANGE_DATES_ONLY');
    return { startDate: entry.entryDate, endDate: entry.entryDate };
  }
  if (entry.startDate === undefined || entry.endDate === undefined)
    throw entryRefused(position, 'startDate and endDate are required for frequency type RANGE', 'RANGE_DATES_REQUIRED');
  if (entry.entryDate !== undefined) throw entryRefused(position, 'entryDate is only for frequency type DAILY', 'DAILY_DATE_ONLY');
  return { startDate: entry.startDate, endDate: entry.endDate };
}

/**
 * The rules of one entry beyond its schema, the same as waste data's for the period (a real day, none
 * in the future, at most 366 days); `position` (from 1) names the entry in the message, null a correction's replacement.
 */
export function newEntry(entry: EntryBody, today: string, position: number | null): NewEntry {
  for (const field of ['entryDate', 'startDate', 'endDate'] as const) {
    const value = entry[field];
    if (value !== undefined && !isIsoDate(value)) throw entryRefused(position, `${field} is not a valid date`, 'INVALID_DATE', { field });
    if (value !== undefined && value > today) throw entryRefused(position, 'the dates must not be in the future', 'FUTURE_DATE');
  }
  const { startDate, endDate } = periodOf(entry, position);
  if (endDate < startDate) throw entryRefused(position, 'the end date must not be before the start date', 'END_BEFORE_START');
  if (daysInPeriod(startDate, endDate) > MAX_PERIOD_DAYS)
    throw entryRefused(position, `the period must not be longer than ${MAX_PERIOD_DAYS} days`, 'PERIOD_TOO_LONG', { max: MAX_PERIOD_DAYS });
  const seen = new Set<string>();
  for (const quantity of entry.quantities) {
    const material = quantity.materialId;
    if (seen.has(material)) throw entryRefused(position, `${material} is given twice`, 'MATERIAL_TWICE', { material });
    seen.add(material);
    if (grams(quantity.soldKg) + grams(quantity.rejectedKg) > grams(quantity.collectedKg)) {
      throw entryRefused(
        position,
        `sold and rejected quantities of ${material} together must not be more than the collected quantity`,
        'SOLD_ABOVE_COLLECTED',
        { material },
      );
    }
  }
  const { entryDate: _entryDate, ...values } = entry;
  return { ...values, startDate, endDate };
}

export function newEntries(entries: EntryBody[], today: string): NewEntry[] {
  if (entries.length === 0) throw inputRefused(SELECT_CENTRE_MESSAGE, 'SELECT_CENTRE');
  return entries.map((entry, index) => newEntry(entry, today, index + 1));
}

/** The graphs' years: at most ten, in order. */
export function graphYears(body: GraphBody): { from: number; to: number } {
  const to = body.toYear ?? body.year;
  if (to < body.year) throw inputRefused('toYear must not be before year', 'YEARS_ORDER');
  if (to - body.year + 1 > CHART_YEARS)
    throw inputRefused(`Chart data can be shown for at most ${CHART_YEARS} years`, 'YEARS_MAX', { max: CHART_YEARS });
  return { from: body.year, to };
}
