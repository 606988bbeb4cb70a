import { apiCall, invalidateApiReads } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('delete', '/calendar/events/{id}', { path: { id } }),
    onSuccess: () => invalidateApiReads(queryClient, '/calendar/events'),
  });
}
