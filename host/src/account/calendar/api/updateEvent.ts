import { apiClient, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventInput } from './calendarEvent';

export async function updateEvent(id: string, input: CalendarEventInput): Promise<CalendarEvent> {
  const { data } = await apiClient.put<CalendarEvent>(`/calendar/events/${encodeURIComponent(id)}`, input);
  return data;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CalendarEventInput }) => updateEvent(id, input),
    onSuccess: () => invalidateApiReads(queryClient, '/calendar/events'),
  });
}
