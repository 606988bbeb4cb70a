import { apiClient, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventInput } from './calendarEvent';

export async function createEvent(input: CalendarEventInput): Promise<CalendarEvent> {
  const { data } = await apiClient.post<CalendarEvent>('/calendar/events', input);
  return data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidateApiReads(queryClient, '/calendar/events') });
}
