/** Calendar dates as 'YYYY-MM-DD' strings, counted in whole days (UTC, so no time zone shifts a day). */

const DAY_MS = 24 * 3600 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const ISO_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** A real calendar date: 2024-02-29 is, 2025-02-29 and 2026-02-30 are not. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days since 1970-01-01. */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function dateOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both counted. */
export function daysInPeriod(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}
