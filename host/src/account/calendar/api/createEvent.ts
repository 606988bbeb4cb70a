import { apiClient } from '@waste/shared';
import type { CalendarEvent, CalendarEventInput } from './calendarEvent';

export async function createEvent(input: CalendarEventInput): Promise<CalendarEvent> {
  const { data } = await apiClient.post<CalendarEvent>('/calendar/events', input);
  return data;
}
