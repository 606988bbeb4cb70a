import { MAX_CHART_YEARS } from '../constants';

/**
 * Sri Lanka's offset from UTC: +05:30 all year, without daylight saving, since April 2006. Added by hand rather
 * than through Intl's `Asia/Colombo`: a browser loads its time zone data for that on first use, work on the
 * main thread while the dashboard first renders (docs/adr/0018-small-tasks-and-early-reads.md).
 */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The current year in Sri Lanka, whatever the browser's time zone: the year the server counts its chart years from. */
export function colomboYear(now = new Date()): number {
  return new Date(now.getTime() + COLOMBO_OFFSET_MS).getUTCFullYear();
}

/** The years a chart's year picker offers (spec section 9): this year in Sri Lanka and the nine before, newest first. */
export function chartYears(now = new Date()): number[] {
  const latest = colomboYear(now);
  return Array.from({ length: MAX_CHART_YEARS }, (_, index) => latest - index);
}
