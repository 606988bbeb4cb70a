import type { ApiBody } from '@waste/shared';

type QuantityUnit = ApiBody<'/local-authority/insert/la-waste-data', 'post'>['quantityUnit'];

const DAY_MS = 86_400_000;

const utc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** The days of a period, both ends included. */
export function periodDays(startDate: string, endDate: string): number {
  return Math.round((utc(endDate) - utc(startDate)) / DAY_MS) + 1;
}

/** How many months (or years) of the calendar the period covers, as a fraction. */
function calendarUnits(startDate: string, endDate: string, unit: 'month' | 'year'): number {
  const end = utc(endDate);
  let units = 0;
  let cursor = utc(startDate);
  while (cursor <= end) {
    const day = new Date(cursor);
    const [year, month] = [day.getUTCFullYear(), day.getUTCMonth()];
    const unitStart = unit === 'month' ? Date.UTC(year, month, 1) : Date.UTC(year, 0, 1);
    const nextStart = unit === 'month' ? Date.UTC(year, month + 1, 1) : Date.UTC(year + 1, 0, 1);
    const covered = (Math.min(end + DAY_MS, nextStart) - cursor) / DAY_MS;
    units += covered / ((nextStart - unitStart) / DAY_MS);
    cursor = nextStart;
  }
  return units;
}

/** How many of the unit the period covers: its days, its share of calendar months or years, or one whole period. */
function unitsCovered(unit: QuantityUnit, startDate: string, endDate: string): number {
  if (unit === 'MT_TOTAL') return 1;
  if (unit === 'MT_PER_DAY') return periodDays(startDate, endDate);
  return calendarUnits(startDate, endDate, unit === 'MT_PER_MONTH' ? 'month' : 'year');
}

/**
 * The browser's copy of the server's normalisation (server/src/routes/local-authority/waste-normalisation.ts;
 * both run shared/test/fixtures/waste-period-rules.json):
 * a quantity entered per day, month or year, or as the period's total, as kg over the whole period. Months
 * and years count by calendar, so whole months and years are exact.
 */
export function periodKg(quantity: number, unit: QuantityUnit, startDate: string, endDate: string): number {
  const kg = quantity * 1000 * unitsCovered(unit, startDate, endDate);
  return Math.round(kg * 1000) / 1000;
}
