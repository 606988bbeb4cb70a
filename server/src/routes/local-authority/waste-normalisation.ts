import { dayNumber, daysInPeriod } from '#dates/iso-date';

/** Tonnes per day, per calendar month, per calendar year, or over the whole period (MT_TOTAL). */
export const QUANTITY_UNITS = ['MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR', 'MT_TOTAL'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export interface EnteredQuantities {
  collectedQuantity: number;
  recoveredQuantity: number;
  rejectedQuantity: number;
  discardedQuantity: number;
  quantityUnit: QuantityUnit;
  /** Already the period total. */
  recycledQuantityKg: number;
}

export interface WasteKg {
  collected: number;
  recovered: number;
  rejected: number;
  discarded: number;
  recycled: number;
}

interface Fraction {
  num: bigint;
  den: bigint;
}

const DAY_MS = 24 * 3600 * 1000;

/** Day numbers of the calendar month or year holding `day`. */
function calendarUnitAround(day: number, unit: 'MT_PER_MONTH' | 'MT_PER_YEAR'): { first: number; last: number } {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = unit === 'MT_PER_MONTH' ? date.getUTCMonth() : 0;
  const months = unit === 'MT_PER_MONTH' ? 1 : 12;
  return { first: Date.UTC(year, month, 1) / DAY_MS, last: Date.UTC(year, month + months, 1) / DAY_MS - 1 };
}

/** How many units (days, months, years, periods) the period covers: a partial month counts its share of days. */
function unitsCovered(start: string, end: string, unit: QuantityUnit): Fraction {
  if (unit === 'MT_TOTAL') return { num: 1n, den: 1n };
  if (unit === 'MT_PER_DAY') return { num: BigInt(daysInPeriod(start, end)), den: 1n };
  const last = dayNumber(end);
  let num = 0n;
  let den = 1n;
  for (let day = dayNumber(start); day <= last;) {
    const piece = calendarUnitAround(day, unit);
    const overlap = BigInt(Math.min(last, piece.last) - day + 1);
    const length = BigInt(piece.last - piece.first + 1);
    num = num * length + overlap * den;
    den *= length;
    day = piece.last + 1;
  }
  return { num, den };
}

/** Thousandths, as the database keeps them (numeric(…, 3)). */
const toMilli = (value: number) => BigInt(Math.round(value * 1000));

function periodKgOf(quantity: number, covered: Fraction): number {
  // A thousandth of a tonne is a kilogram: milli-kg = tonnes in thousandths * 1000 * units.
  const milliKg = toMilli(quantity) * 1000n * covered.num;
  const rounded = (2n * milliKg + covered.den) / (2n * covered.den);
  return Number(rounded) / 1000;
}

/** The kg over the period that one tonne typed in the unit stands for (a tonne a month over ten days of April: 333.333 kg). */
export function kgPerTypedTonne(unit: QuantityUnit, start: string, end: string): number {
  const covered = unitsCovered(start, end, unit);
  return (1000 * Number(covered.num)) / Number(covered.den);
}

/**
 * Period totals in kg, rounded to 3 decimals. Exact arithmetic, so whole months and years add up
 * exactly (February and March at 100 t/month are 200,000 kg).
 */
export function normaliseToKg(quantities: EnteredQuantities, start: string, end: string): WasteKg {
  const covered = unitsCovered(start, end, quantities.quantityUnit);
  return {
    collected: periodKgOf(quantities.collectedQuantity, covered),
    recovered: periodKgOf(quantities.recoveredQuantity, covered),
    rejected: periodKgOf(quantities.rejectedQuantity, covered),
    discarded: periodKgOf(quantities.discardedQuantity, covered),
    recycled: Number(toMilli(quantities.recycledQuantityKg)) / 1000,
  };
}

export function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}
