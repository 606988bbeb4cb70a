import { apiClient } from '@waste/shared';

export async function deleteEvent(id: string): Promise<void> {
  await apiClient.delete(`/calendar/events/${encodeURIComponent(id)}`);
}
