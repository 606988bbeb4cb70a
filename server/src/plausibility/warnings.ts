import { AppError, fieldsRefused, type FieldIssue } from '#errors';
import type { PlausibilityWarning } from './schemas';
import { ESTIMATE_FACTOR, HISTORY_FACTOR, HISTORY_MINIMUM, HISTORY_RECORDS } from './thresholds';

/**
 * One quantity of an entry as the rules see it: what was typed, and how a rate (kg a day, or a month for a recycler's
 * return) reads in the unit typed, so that the range is given, and the quantity judged, in the form's own terms.
 */
export interface Quantity {
  /** Within the record: `collectedQuantity`, `quantities.2.collectedKg`, `intake`. */
  field: string;
  label: string;
  typed: number;
  typedOf: (rate: number) => number;
  /** How the typed unit reads in a message: `t/day`, `kg`. */
  unit: string;
}

/** Kept to the stored precision (3 decimals), rounded outwards so that the range never shrinks. */
const lowOf = (value: number) => Math.floor(value * 1000 + 1e-6) / 1000;
const highOf = (value: number) => Math.ceil(value * 1000 - 1e-6) / 1000;
const shown = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });
const tonnesShown = (kg: number) => `${(kg / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} t`;

/** ABOVE_ESTIMATE when the quantity's rate is more than ESTIMATE_FACTOR times the estimate's (kg a day). */
export function aboveEstimate(quantity: Quantity, estimateKgPerDay: number, whose: string): PlausibilityWarning | null {
  if (estimateKgPerDay <= 0) return null;
  const high = highOf(quantity.typedOf(ESTIMATE_FACTOR * estimateKgPerDay));
  if (quantity.typed <= high) return null;
  return {
    field: quantity.field,
    code: 'ABOVE_ESTIMATE',
    message:
      `${quantity.label} is more than ${ESTIMATE_FACTOR} times ${whose} estimated plastic generation (${tonnesShown(estimateKgPerDay)} a day): ` +
      `expected at most ${shown(high)} ${quantity.unit}.`,
    low: 0,
    high,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * OUTSIDE_HISTORY when the quantity is outside [median / HISTORY_FACTOR, median x HISTORY_FACTOR] of the owner's
 * recent rates (at most HISTORY_RECORDS, newest first). No verdict on fewer than HISTORY_MINIMUM records, or when
 * their median is zero (nothing to scale a range from). Zero typed against a non-zero history is below it.
 */
export function outsideHistory(quantity: Quantity, history: readonly number[], whose: string): PlausibilityWarning | null {
  const recent = history.slice(0, HISTORY_RECORDS);
  if (recent.length < HISTORY_MINIMUM) return null;
  const middle = median(recent);
  if (middle <= 0) return null;
  const low = lowOf(quantity.typedOf(middle / HISTORY_FACTOR));
  const high = highOf(quantity.typedOf(middle * HISTORY_FACTOR));
  if (quantity.typed <= high && quantity.typed >= low && quantity.typed > 0) return null;
  const how = quantity.typed > high ? `more than ${HISTORY_FACTOR} times` : `less than 1/${HISTORY_FACTOR} of`;
  return {
    field: quantity.field,
    code: 'OUTSIDE_HISTORY',
    message:
      `${quantity.label} is ${how} the median of ${whose} last ${recent.length} records (${shown(quantity.typedOf(middle))} ${quantity.unit}): ` +
      `expected ${shown(low)} to ${shown(high)} ${quantity.unit}.`,
    low,
    high,
  };
}

/** A quantity as the physical bound sees it: its field as the body names it, and its kg a day. */
export interface Rate {
  field: string;
  label: string;
  kgPerDay: number;
}

/**
 * 400 naming every quantity whose rate is above the whole country's estimated plastic generation a day: no one
 * collects, sells or recycles more than the country generates.
 */
export function refuseImpossible(
  rates: readonly Rate[],
  nationalKgPerDay: number,
  { who, code }: { who: string; code?: 'VALIDATION_FAILED' | 'VALIDATION' },
): void {
  if (nationalKgPerDay <= 0) return;
  const issues: FieldIssue[] = rates
    .filter((quantity) => quantity.kgPerDay > nationalKgPerDay)
    .map((quantity) => ({
      field: `body.${quantity.field}`,
      message:
        `${quantity.label} is ${tonnesShown(quantity.kgPerDay)} a day, more than the whole country's estimated plastic generation ` +
        `(${tonnesShown(nationalKgPerDay)} a day): no ${who} handles more than the country generates. Check the figure and its unit.`,
    }));
  const [first, ...rest] = issues;
  if (first) throw fieldsRefused([first, ...rest], { code }).because('ABOVE_COUNTRY');
}

/** The warnings as the body names them (`entries.1.` or `replacement.` before a record's own field). */
export const asSent = (prefix: string, warnings: readonly PlausibilityWarning[]): PlausibilityWarning[] =>
  warnings.map((warning) => ({ ...warning, field: `${prefix}${warning.field}` }));

/**
 * 422 IMPLAUSIBLE_QUANTITY with every warning, unless the author acknowledged each one's code; nothing is saved.
 * `warnings` as the body names them.
 */
export function requireAcknowledged(warnings: readonly PlausibilityWarning[], acknowledged: readonly string[] = []): void {
  const open = warnings.filter((warning) => !acknowledged.includes(warning.code));
  if (open.length === 0) return;
  const codes = [...new Set(open.map((warning) => warning.code))].join(', ');
  throw new AppError(
    422,
    'IMPLAUSIBLE_QUANTITY',
    `${open[0].message} Correct the ${open.length === 1 ? 'figure' : 'figures'}, or acknowledge ${codes} (acknowledgedWarnings) to save as entered.`,
    undefined,
    {},
    { warnings },
  );
}
