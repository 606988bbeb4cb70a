import type { CalendarEvent } from './api/calendarEvent';

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes());
}

/** Weeks start on Monday. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

export function weekDays(anchor: Date): Date[] {
  const first = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The month's grid: whole weeks, Monday first like the week view, from the week of the 1st to the week of its last day. */
export function monthGrid(anchor: Date): Date[] {
  const first = startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const weeks = Math.round((startOfWeek(last).getTime() - first.getTime()) / (7 * DAY_MS)) + 1;
  return Array.from({ length: weeks * 7 }, (_, index) => addDays(first, index));
}

/** What the month grid shows, to fetch its events. */
export function monthRange(anchor: Date): { from: Date; to: Date } {
  const days = monthGrid(anchor);
  return { from: days[0], to: addDays(days[days.length - 1], 1) };
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

export function weekRange(anchor: Date): { from: Date; to: Date } {
  const from = startOfWeek(anchor);
  return { from, to: addDays(from, 7) };
}

/** Events that overlap the local day, earliest first. */
export function eventsOn(events: CalendarEvent[], day: Date): CalendarEvent[] {
  const dayStart = startOfDay(day).getTime();
  const dayEnd = dayStart + DAY_MS;
  return events
    .filter((event) => new Date(event.start).getTime() < dayEnd && new Date(event.end).getTime() >= dayStart)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * An all-day event runs from its start day's midnight to its end day's last minute, so editing it
 * shows the same days again.
 */
export function allDayBounds(start: Date, end: Date): { start: Date; end: Date } {
  return { start: startOfDay(start), end: new Date(end.getFullYear(), end.getMonth(), end.getDate(), 23, 59, 59) };
}
