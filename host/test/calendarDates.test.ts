import type { CalendarEvent } from '../src/account/calendar/api/calendarEvent';
import { eventsOn, fromInputValue, monthRange, startOfWeek, toInputValue, weekRange } from '../src/account/calendar/calendarDates';

const event = (id: string, start: Date, end: Date): CalendarEvent => ({
  id, title: id, description: '', start: start.toISOString(), end: end.toISOString(), allDay: false, color: 'primary',
});

describe('calendar dates', () => {
  it('weeks start on Monday', () => {
    expect(startOfWeek(new Date(2026, 10, 22, 15, 30))).toEqual(new Date(2026, 10, 16)); // a Sunday
    expect(startOfWeek(new Date(2026, 10, 16, 8))).toEqual(new Date(2026, 10, 16));
    expect(weekRange(new Date(2026, 10, 19))).toEqual({ from: new Date(2026, 10, 16), to: new Date(2026, 10, 23) });
  });

  it('the month range covers the whole grid around the month', () => {
    const { from, to } = monthRange(new Date(2026, 1, 14));
    expect(from).toEqual(new Date(2026, 0, 25));
    expect(to).toEqual(new Date(2026, 2, 15));
  });

  it('an event shows on every day it overlaps, earliest first', () => {
    const late = event('late', new Date(2026, 10, 20, 15), new Date(2026, 10, 20, 16));
    const early = event('early', new Date(2026, 10, 20, 8), new Date(2026, 10, 20, 9));
    const long = event('long', new Date(2026, 10, 19, 22), new Date(2026, 10, 21, 1));
    const day = (d: number) => eventsOn([late, early, long], new Date(2026, 10, d, 12)).map((e) => e.id);
    expect(day(19)).toEqual(['long']);
    expect(day(20)).toEqual(['long', 'early', 'late']);
    expect(day(21)).toEqual(['long']);
    expect(day(22)).toEqual([]);
  });

  it('reads and writes the date inputs in local time; an all-day event runs to the end day’s last minute', () => {
    const instant = new Date(2026, 4, 1, 9, 5);
    expect(toInputValue(instant, false)).toBe('2026-05-01T09:05');
    expect(toInputValue(instant, true)).toBe('2026-05-01');
    expect(fromInputValue('2026-05-01T09:05', false, 'start')).toEqual(instant);
    expect(fromInputValue('2026-05-01', true, 'start')).toEqual(new Date(2026, 4, 1));
    expect(fromInputValue('2026-05-03', true, 'end')).toEqual(new Date(2026, 4, 3, 23, 59, 59));
    expect(toInputValue(fromInputValue('2026-05-03', true, 'end'), true)).toBe('2026-05-03');
  });
});
