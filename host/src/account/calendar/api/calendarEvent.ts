export const EVENT_COLORS = ['primary', 'success', 'warning', 'danger'] as const;
export type EventColor = (typeof EVENT_COLORS)[number];

export interface CalendarEvent {
  id: string;
  title: string;
  description: string | null;
  /** ISO date-time. */
  start: string;
  end: string;
  allDay: boolean;
  color: EventColor | null;
}

export interface CalendarEventInput {
  title: string;
  description?: string;
  start: string;
  end: string;
  allDay: boolean;
  color?: EventColor;
}
