import { EVENT_COLORS, type EventColor } from './api/calendarEvent';

/** The server's colour names as antd tag colours. */
export const TAG_COLOR: Record<EventColor, string> = {
  primary: 'blue',
  success: 'green',
  warning: 'gold',
  danger: 'red',
};

/** The server answers a colour as a plain string; anything unknown shows as primary. */
export function eventColorOf(color: string): EventColor {
  return EVENT_COLORS.find((known) => known === color) ?? 'primary';
}

export function tagColorOf(color: string): string {
  return TAG_COLOR[eventColorOf(color)];
}
