import type { CalendarEvent } from '../src/account/calendar/api/calendarEvent';
import { allDayBounds, eventsOn, monthGrid, monthRange, startOfWeek, weekRange } from '../src/account/calendar/calendarDates';

const event = (id: string, start: Date, end: Date): CalendarEvent => ({
  id,
  title: id,
  description: '',
  start: start.toISOString(),
  end: end.toISOString(),
  allDay: false,
  color: 'primary',
});

describe('calendar dates', () => {
  it('weeks start on Monday', () => {
    expect(startOfWeek(new Date(2026, 10, 22, 15, 30))).toEqual(new Date(2026, 10, 16)); // a Sunday
    expect(startOfWeek(new Date(2026, 10, 16, 8))).toEqual(new Date(2026, 10, 16));
    expect(weekRange(new Date(2026, 10, 19))).toEqual({ from: new Date(2026, 10, 16), to: new Date(2026, 10, 23) });
  });

  it('the month grid starts on Monday too, in whole weeks around the month', () => {
    const days = monthGrid(new Date(2026, 10, 22)); // November 2026 starts on a Sunday
    expect(days[0]).toEqual(new Date(2026, 9, 26));
    expect(days[0].getDay()).toBe(1);
    expect(days).toHaveLength(42);
    expect(days[days.length - 1]).toEqual(new Date(2026, 11, 6));
    expect(monthGrid(new Date(2027, 1, 10))).toHaveLength(28); // February 2027: Monday 1st to Sunday 28th
  });

  it('the month range covers the whole grid', () => {
    const { from, to } = monthRange(new Date(2026, 1, 14));
    expect(from).toEqual(new Date(2026, 0, 26));
    expect(to).toEqual(new Date(2026, 2, 2));
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

  it('an all-day event runs from its first day’s midnight to its last day’s last minute', () => {
    expect(allDayBounds(new Date(2026, 4, 1, 9, 5), new Date(2026, 4, 3, 10))).toEqual({
      start: new Date(2026, 4, 1),
      end: new Date(2026, 4, 3, 23, 59, 59),
    });
  });
});
