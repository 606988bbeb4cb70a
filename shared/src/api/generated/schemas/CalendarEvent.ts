// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CalendarEvent */
export type CalendarEvent = {
    allDay: boolean;
    /** @description primary, success, warning or danger */
    color: string;
    description: string;
    /** @description ISO 8601, UTC */
    end: string;
    id: string;
    /** @description ISO 8601, UTC */
    start: string;
    title: string;
};
