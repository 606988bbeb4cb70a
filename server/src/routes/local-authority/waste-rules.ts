import { checkDateRange } from '#dates/date-range';
import { daysInPeriod, isIsoDate } from '#dates/iso-date';
import { inputRefused } from '#errors';
import { normaliseToKg, type WasteKg } from './waste-normalisation';
import { MAX_PERIOD_DAYS, type WasteBody, type WasteSearcher } from './waste-schemas';

/** A waste record as the rules accept it, ready to store. */
export interface NewWasteRecord extends Omit<
  WasteBody,
  | 'entryDate'
  | 'startDate'
  | 'endDate'
  | 'productType'
  | 'destination'
  | 'budget'
  | 'description'
  | 'acknowledgedWarnings'
  | 'mswCollectedKg'
> {
  startDate: string;
  endDate: string;
  productType: string;
  destination: string;
  budget: number | null;
  description: string;
  /** Total MSW collected in the period (kg), null when not reported. */
  mswCollectedKg: number | null;
  kg: WasteKg;
}

/** Recycled, recovered and rejected may pass collected by this many grams (0.001 kg) before the record is refused. */
const TOLERANCE_G = 1;
const grams = (kg: number) => Math.round(kg * 1000);

function periodOf(body: WasteBody): { startDate: string; endDate: string } {
  if (body.frequencyType === 'DAILY') {
    if (body.entryDate === undefined) throw inputRefused('entryDate is required for frequency type DAILY', 'DAILY_DATE_REQUIRED');
    if (body.startDate !== undefined || body.endDate !== undefined)
      throw inputRefused('startDate and endDate are only for frequency type RANGE', 'RANGE_DATES_ONLY');
    return { startDate: body.entryDate, endDate: body.entryDate };
  }
  if (body.startDate === undefined || body.endDate === undefined)
    throw inputRefused('startDate and endDate are required for frequency type RANGE', 'RANGE_DATES_REQUIRED');
  if (body.entryDate !== undefined) throw inputRefused('entryDate is only for frequency type DAILY', 'DAILY_DATE_ONLY');
  return { startDate: body.startDate, endDate: body.endDate };
}

function checkDates(body: WasteBody, today: string): void {
  for (const field of ['entryDate', 'startDate', 'endDate'] as const) {
    const value = body[field];
    if (value !== undefined && !isIsoDate(value)) throw inputRefused(`${field} is not a valid date`, 'INVALID_DATE', { field });
  }
  const named = [
    ['entry', body.entryDate],
    ['start', body.startDate],
    ['end', body.endDate],
  ] as const;
  for (const [name, value] of named) {
    if (value !== undefined && value > today) throw inputRefused(`The ${name} date must not be in the future`, 'FUTURE_DATE');
  }
}

/** The checks of a new record beyond its schema; `today` is the date in Sri Lanka. */
export function newWasteRecord(body: WasteBody, today: string): NewWasteRecord {
  const { startDate, endDate } = periodOf(body);
  checkDates(body, today);
  if (endDate < startDate) throw inputRefused('The end date must not be before the start date', 'END_BEFORE_START');
  if (daysInPeriod(startDate, endDate) > MAX_PERIOD_DAYS)
    throw inputRefused(`The period must not be longer than ${MAX_PERIOD_DAYS} days`, 'PERIOD_TOO_LONG', {
      max: MAX_PERIOD_DAYS,
    });
  const kg = normaliseToKg(body, startDate, endDate);
  if (grams(kg.recycled) + grams(kg.recovered) + grams(kg.rejected) > grams(kg.collected) + TOLERANCE_G) {
    throw inputRefused(
      'Recycled, recovered and rejected quantities together must not be more than the collected quantity',
      'QUANTITIES_ABOVE_COLLECTED',
    );
  }
  const { entryDate: _entryDate, acknowledgedWarnings: _acknowledged, ...values } = body;
  return {
    ...values,
    startDate,
    endDate,
    productType: body.productType?.trim() ?? '',
    destination: body.destination?.trim() ?? '',
    budget: body.budget ?? null,
    mswCollectedKg: body.mswCollectedKg ?? null,
    description: body.description ?? '',
    kg,
  };
}

/** The search's dates beyond their schema: real calendar days, in order. */
export const checkSearchDates = (searcher: WasteSearcher) => checkDateRange(searcher, 'toDate must not be before fromDate');
