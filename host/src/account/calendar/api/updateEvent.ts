import { apiCall, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventInput } from './calendarEvent';

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CalendarEventInput }) =>
      apiCall('put', '/calendar/events/{id}', { path: { id }, body: input }),
    onSuccess: () => invalidateApiReads(queryClient, '/calendar/events'),
  });
}
