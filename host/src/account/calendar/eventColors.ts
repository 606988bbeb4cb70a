import type { EventColor } from './api/calendarEvent';

/** The server's colour names as antd tag colours. */
export const TAG_COLOR: Record<EventColor, string> = {
  primary: 'blue',
  success: 'green',
  warning: 'gold',
  danger: 'red',
};

export function tagColorOf(color: EventColor | null): string {
  return TAG_COLOR[color ?? 'primary'];
}
