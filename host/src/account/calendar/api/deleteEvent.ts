import { apiClient, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function deleteEvent(id: string): Promise<void> {
  await apiClient.delete(`/calendar/events/${encodeURIComponent(id)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => invalidateApiReads(queryClient, '/calendar/events') });
}
