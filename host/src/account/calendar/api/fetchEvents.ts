import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The events of the month or week on screen. */
export const useCalendarEvents = (from: Date, to: Date) =>
  useQuery(apiGetQuery('/calendar/events', { query: { from: from.toISOString(), to: to.toISOString() } }));
