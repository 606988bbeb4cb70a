import { MAX_CHART_YEARS } from '../constants';

let colomboYearFormat: Intl.DateTimeFormat | undefined;

/** The current year in Sri Lanka, whatever the browser's time zone: the year the server counts its chart years from. */
export function colomboYear(now = new Date()): number {
  // Made on first use: its time zone data need not be loaded before the app starts.
  colomboYearFormat ??= new Intl.DateTimeFormat('en', { timeZone: 'Asia/Colombo', year: 'numeric' });
  return Number(colomboYearFormat.format(now));
}

/** The years a chart's year picker offers (spec section 9): this year in Sri Lanka and the nine before, newest first. */
export function chartYears(now = new Date()): number[] {
  const latest = colomboYear(now);
  return Array.from({ length: MAX_CHART_YEARS }, (_, index) => latest - index);
}
