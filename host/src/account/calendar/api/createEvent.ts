import { apiCall, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventInput } from './calendarEvent';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarEventInput) => apiCall('post', '/calendar/events', { body: input }),
    onSuccess: () => invalidateApiReads(queryClient, '/calendar/events'),
  });
}
