import { apiClient } from '@waste/shared';
import type { CalendarEvent, CalendarEventInput } from './calendarEvent';

export async function updateEvent(id: string, input: CalendarEventInput): Promise<CalendarEvent> {
  const { data } = await apiClient.put<CalendarEvent>(`/calendar/events/${encodeURIComponent(id)}`, input);
  return data;
}
