import type { ApiBody, ApiResponse } from '@waste/shared';

export const EVENT_COLORS = ['primary', 'success', 'warning', 'danger'] as const;
export type EventColor = (typeof EVENT_COLORS)[number];

export type CalendarEvent = ApiResponse<'/calendar/events', 'get'>[number];
export type CalendarEventInput = ApiBody<'/calendar/events', 'post'>;
