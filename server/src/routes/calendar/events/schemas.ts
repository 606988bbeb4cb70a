import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';

export const EVENT_COLORS = ['primary', 'success', 'warning', 'danger'] as const;
export const MAX_RANGE_DAYS = 400;

const Color = Type.Union(EVENT_COLORS.map((color) => Type.Literal(color)));
const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z' });

export const CalendarEvent = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    start: Type.String({ description: 'ISO 8601, UTC' }),
    end: Type.String({ description: 'ISO 8601, UTC' }),
    allDay: Type.Boolean(),
    color: Type.String({ description: 'primary, success, warning or danger' }),
  },
  { title: 'CalendarEvent' },
);
export type CalendarEvent = Static<typeof CalendarEvent>;

export const EventBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    start: DateTime,
    end: DateTime,
    allDay: Type.Boolean(),
    color: Type.Optional(Color),
  },
  { additionalProperties: false, title: 'CalendarEventBody' },
);
export type EventBody = Static<typeof EventBody>;

const EventParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const listEventsSchema = {
  summary: `The signed-in user's events overlapping a range of at most ${MAX_RANGE_DAYS} days, ordered by start`,
  querystring: Type.Object({ from: DateTime, to: DateTime }, { additionalProperties: false }),
  response: { 200: Type.Array(CalendarEvent), ...errorResponses(400, 401) },
};

export const createEventSchema = {
  summary: "Add an event to the signed-in user's calendar",
  body: EventBody,
  response: { 201: CalendarEvent, ...errorResponses(400, 401) },
};

export const updateEventSchema = {
  summary: "Replace one of the signed-in user's events",
  params: EventParams,
  body: EventBody,
  response: { 200: CalendarEvent, ...errorResponses(400, 401, 404) },
};

export const deleteEventSchema = {
  summary: "Delete one of the signed-in user's events",
  params: EventParams,
  response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404) },
};
