import { apiClient, apiQueryKey } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from './calendarEvent';

export async function fetchEvents(from: Date, to: Date): Promise<CalendarEvent[]> {
  const { data } = await apiClient.get<CalendarEvent[]>('/calendar/events', { params: { from: from.toISOString(), to: to.toISOString() } });
  return data;
}

export const calendarEventsKey = (from: Date, to: Date) => apiQueryKey('/calendar/events', from.toISOString(), to.toISOString());

/** The events of the month or week on screen. */
export function useCalendarEvents(from: Date, to: Date) {
  return useQuery({ queryKey: calendarEventsKey(from, to), queryFn: () => fetchEvents(from, to) });
}
