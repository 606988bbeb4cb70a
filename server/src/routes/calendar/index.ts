import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import { createEvent, deleteEvent, listEvents, updateEvent, type EventValues } from './calendar-repository';
import { createEventSchema, deleteEventSchema, listEventsSchema, MAX_RANGE_DAYS, updateEventSchema, type EventBody } from './schemas';

const DAY_MS = 24 * 3600 * 1000;
const eventNotFound = () => notFound('Event not found');

function eventValues(body: EventBody): EventValues {
  const start = new Date(body.start);
  const end = new Date(body.end);
  if (end.getTime() < start.getTime()) throw new AppError(400, 'VALIDATION_FAILED', 'The end must not be before the start');
  return { title: body.title, description: body.description ?? '', start, end, allDay: body.allDay, color: body.color ?? 'primary' };
}

export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get('/events', { schema: listEventsSchema, config: { signedIn: true } }, async (request) => {
    const from = new Date(request.query.from);
    const to = new Date(request.query.to);
    if (to.getTime() < from.getTime()) throw new AppError(400, 'VALIDATION_FAILED', 'querystring.to must not be before querystring.from');
    if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      throw new AppError(400, 'VALIDATION_FAILED', `The range must not be longer than ${MAX_RANGE_DAYS} days`);
    }
    return listEvents(db, signedInUser(request).id, from, to);
  });

  app.post('/events', { schema: createEventSchema, config: { signedIn: true } }, async (request, reply) => {
    const event = await createEvent(db, signedInUser(request).id, eventValues(request.body));
    return reply.code(201).send(event);
  });

  app.put('/events/:id', { schema: updateEventSchema, config: { signedIn: true } }, async (request) => {
    const event = await updateEvent(db, signedInUser(request).id, request.params.id, eventValues(request.body));
    if (!event) throw eventNotFound();
    return event;
  });

  app.delete('/events/:id', { schema: deleteEventSchema, config: { signedIn: true } }, async (request, reply) => {
    if (!(await deleteEvent(db, signedInUser(request).id, request.params.id))) throw eventNotFound();
    return reply.code(204).send(null);
  });
};
