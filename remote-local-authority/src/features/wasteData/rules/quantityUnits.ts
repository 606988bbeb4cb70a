import type { FrequencyType, QuantityUnit } from '../api/types';

/** The unit a frequency starts with: a day's rate for one day, the whole period's total for a range (docs/adr/0105). */
export const DEFAULT_UNIT: Record<FrequencyType, QuantityUnit> = { DAILY: 'MT_PER_DAY', RANGE: 'MT_TOTAL' };

/**
 * The units offered for a frequency, its default first. A single day's total is its rate, so a day is not
 * offered the period's total unless it already has it (a record entered so, being corrected).
 */
export function unitsFor(frequencyType: FrequencyType | undefined, units: readonly string[], current?: string): string[] {
  if (frequencyType === 'RANGE') return [...units.filter((unit) => unit === 'MT_TOTAL'), ...units.filter((unit) => unit !== 'MT_TOTAL')];
  return units.filter((unit) => unit !== 'MT_TOTAL' || unit === current);
}

/**
 * The unit after the frequency changed: the new frequency's default when the unit was the old one's default
 * (nobody chose it), else the unit chosen.
 */
export function unitAfterFrequencyChange(frequencyType: FrequencyType, unit: QuantityUnit | undefined): QuantityUnit | undefined {
  const previousDefault = frequencyType === 'RANGE' ? DEFAULT_UNIT.DAILY : DEFAULT_UNIT.RANGE;
  return unit === undefined || unit === previousDefault ? DEFAULT_UNIT[frequencyType] : unit;
}
