import type { GraphFilter } from '../api/types';

/** Spec section 9: chart data covers at most ten years. */
const MAX_YEARS = 10;

/** What the dashboard opens on: both flows, over the years that have data. */
export const OPENING_CHOICE: Partial<GraphFilter> = { type: '' };

/**
 * The statistics to chart for the user's choice over the years with data (the latest first): to the latest
 * year and from ten years before it (or the first year with data) unless chosen; none before the years are known.
 */
export function graphFilterOf(years: number[], chosen: Partial<GraphFilter>): GraphFilter | null {
  const toYear = chosen.toYear ?? years[0];
  if (toYear === undefined) return null;
  const year = chosen.year ?? Math.max(years[years.length - 1] ?? toYear, toYear - MAX_YEARS + 1);
  return { type: chosen.type ?? '', year, toYear };
}
