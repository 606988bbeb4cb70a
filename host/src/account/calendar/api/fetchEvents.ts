import { apiClient } from '@waste/shared';
import type { CalendarEvent } from './calendarEvent';

export async function fetchEvents(from: Date, to: Date): Promise<CalendarEvent[]> {
  const { data } = await apiClient.get<CalendarEvent[]>('/calendar/events', { params: { from: from.toISOString(), to: to.toISOString() } });
  return data;
}
