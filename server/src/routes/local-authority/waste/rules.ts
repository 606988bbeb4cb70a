import { daysInPeriod, isIsoDate } from '#dates/iso-date';
import { AppError } from '#errors';
import { normaliseToKg, type WasteKg } from './normalisation';
import { MAX_PERIOD_DAYS, type WasteBody, type WasteSearcher } from './schemas';

/** A waste record as the rules accept it, ready to store. */
export interface NewWasteRecord extends Omit<
  WasteBody,
  'entryDate' | 'startDate' | 'endDate' | 'productType' | 'destination' | 'budget' | 'description'
> {
  startDate: string;
  endDate: string;
  productType: string;
  destination: string;
  budget: number | null;
  description: string;
  kg: WasteKg;
}

/** Recycled, recovered and rejected may pass collected by this many grams (0.001 kg) before the record is refused. */
const TOLERANCE_G = 1;
const grams = (kg: number) => Math.round(kg * 1000);

const invalid = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

function periodOf(body: WasteBody): { startDate: string; endDate: string } {
  if (body.frequencyType === 'DAILY') {
    if (body.entryDate === undefined) throw invalid('entryDate is required for frequency type DAILY');
    if (body.startDate !== undefined || body.endDate !== undefined)
      throw invalid('startDate and endDate are only for frequency type RANGE');
    return { startDate: body.entryDate, endDate: body.entryDate };
  }
  if (body.startDate === undefined || body.endDate === undefined)
    throw invalid('startDate and endDate are required for frequency type RANGE');
  if (body.entryDate !== undefined) throw invalid('entryDate is only for frequency type DAILY');
  return { startDate: body.startDate, endDate: body.endDate };
}

function checkDates(body: WasteBody, today: string): void {
  for (const field of ['entryDate', 'startDate', 'endDate'] as const) {
    const value = body[field];
    if (value !== undefined && !isIsoDate(value)) throw invalid(`${field} is not a valid date`);
  }
  const named = [
    ['entry', body.entryDate],
    ['start', body.startDate],
    ['end', body.endDate],
  ] as const;
  for (const [name, value] of named) {
    if (value !== undefined && value > today) throw invalid(`The ${name} date must not be in the future`);
  }
}

/** The checks of a new record beyond its schema; `today` is the date in Sri Lanka. */
export function newWasteRecord(body: WasteBody, today: string): NewWasteRecord {
  const { startDate, endDate } = periodOf(body);
  checkDates(body, today);
  if (endDate < startDate) throw invalid('The end date must not be before the start date');
  if (daysInPeriod(startDate, endDate) > MAX_PERIOD_DAYS) throw invalid(`The period must not be longer than ${MAX_PERIOD_DAYS} days`);
  const kg = normaliseToKg(body, startDate, endDate);
  if (grams(kg.recycled) + grams(kg.recovered) + grams(kg.rejected) > grams(kg.collected) + TOLERANCE_G) {
    throw invalid('Recycled, recovered and rejected quantities together must not be more than the collected quantity');
  }
  const { entryDate: _entryDate, ...values } = body;
  return {
    ...values,
    startDate,
    endDate,
    productType: body.productType?.trim() ?? '',
    destination: body.destination?.trim() ?? '',
    budget: body.budget ?? null,
    description: body.description ?? '',
    kg,
  };
}

/** The search's dates beyond their schema: real calendar days, in order. */
export function checkSearchDates(searcher: WasteSearcher): void {
  for (const field of ['fromDate', 'toDate'] as const) {
    const value = searcher[field];
    if (value !== undefined && !isIsoDate(value)) throw invalid(`${field} is not a valid date`);
  }
  if (searcher.fromDate !== undefined && searcher.toDate !== undefined && searcher.toDate < searcher.fromDate) {
    throw invalid('toDate must not be before fromDate');
  }
}
