import type { DistrictFigures } from '../api/getDistrictMap';

/** What the map is coloured by. */
export const MEASURES = ['completeness', 'coverage', 'leakage'] as const;
export type Measure = (typeof MEASURES)[number];

/** The number of classes a measure is cut into (the legend's swatches, "no data" aside). */
export const CLASS_COUNT = 5;

/** A measure's value for a district, or null where there is nothing to measure (no authority, no population). */
export function measureValue(district: DistrictFigures, measure: Measure): number | null {
  if (measure === 'completeness') return district.authorities > 0 ? district.reporting / district.authorities : null;
  if (measure === 'coverage') return district.generatedKg > 0 ? district.collectedShare : null;
  return district.population > 0 ? district.leakedKgPerCapita : null;
}

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above a value. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((step) => step * power).find((step) => step >= value * (1 - 1e-9))!;
}

/**
 * The lower bounds of classes 2..5. Shares are cut at fixed fifths (20 %, 40 %, ...: the same colour means the
 * same share every year); leakage per person has no published thresholds, so it is cut into equal steps of a
 * round size up to the year's largest district (docs/adr/0290-national-map.md).
 */
export function classBreaks(measure: Measure, values: readonly (number | null)[]): number[] {
  const step =
    measure === 'leakage'
      ? niceCeiling(Math.max(0, ...values.filter((value): value is number => value !== null)) / CLASS_COUNT)
      : 1 / CLASS_COUNT;
  return Array.from({ length: CLASS_COUNT - 1 }, (_, index) => Number(((index + 1) * step).toPrecision(12)));
}

/** The class (0 for the lowest) a value falls in: a value on a break belongs to the class above it. */
export function classOf(value: number, breaks: readonly number[]): number {
  return breaks.filter((lower) => value >= lower).length;
}

/** antd's colour family of each measure: collection in the collected tone's blue (ADR 0166); the others in hues no tone uses. */
const HUES: Record<Measure, string> = { coverage: 'blue', completeness: 'cyan', leakage: 'volcano' };
/** The shades of a family, lightest to darkest in the light theme; antd's dark algorithm reverses them, so "more" stands out from the background in both. */
const SHADES = [2, 4, 6, 8, 10];

/** The colour of each class of a measure, from the theme's tokens. */
export function classColours(measure: Measure, token: Record<string, unknown>): string[] {
  return SHADES.map((shade) => String(token[`${HUES[measure]}-${shade}`]));
}
