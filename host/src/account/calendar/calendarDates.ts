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

/** The month grid shows up to six weeks, so it fetches a week either side of the month. */
export function monthRange(anchor: Date): { from: Date; to: Date } {
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const next = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 1);
  return { from: addDays(first, -7), to: addDays(next, 14) };
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

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of a date (all-day) or datetime-local input for an instant, in local time. */
export function toInputValue(date: Date, allDay: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The instant an input value stands for. An all-day event runs from the start day's midnight to the
 * end day's last minute, so editing it shows the same days again.
 */
export function fromInputValue(value: string, allDay: boolean, edge: 'start' | 'end'): Date {
  if (!allDay) return new Date(value.length === 10 ? `${value}T00:00` : value);
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return edge === 'start' ? new Date(year, month - 1, day) : new Date(year, month - 1, day, 23, 59, 59);
}
