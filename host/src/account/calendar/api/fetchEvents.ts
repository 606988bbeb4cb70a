import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { monthRange } from '../calendarDates';

const calendarEventsQuery = (from: Date, to: Date) => ({
  ...apiGetQuery('/calendar/events', { query: { from: from.toISOString(), to: to.toISOString() } }),
  staleTime: PREFETCHED_READ_STALE_MS,
});

/** The events of the month or week on screen. */
export const useCalendarEvents = (from: Date, to: Date) => useQuery(calendarEventsQuery(from, to));

/** `/calendar`'s first read, sent while its code loads: this month's events, the view it opens on. */
export function prefetchCalendar(queryClient: QueryClient): void {
  const { from, to } = monthRange(new Date());
  void queryClient.prefetchQuery(calendarEventsQuery(from, to));
}
