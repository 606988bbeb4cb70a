// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CalendarEventBody */
export type CalendarEventBody = {
    allDay: boolean;
    color?: "primary" | "success" | "warning" | "danger";
    description?: string;
    /**
     * Format: date-time
     * @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z
     */
    end: string;
    /**
     * Format: date-time
     * @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z
     */
    start: string;
    title: string;
};
