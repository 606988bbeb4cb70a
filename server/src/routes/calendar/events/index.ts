import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { createEvent, deleteEvent, listEvents, updateEvent } from './repository';
import { checkRange, eventValues } from './rules';
import { createEventSchema, deleteEventSchema, listEventsSchema, updateEventSchema } from './schemas';

const eventNotFound = () => notFound('Event not found', 'EVENT');

/** The signed-in user's own calendar events; another user's answer 404. */
export const calendarEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get('/events', { schema: listEventsSchema, config: { signedIn: true } }, async (request) => {
    const from = new Date(request.query.from);
    const to = new Date(request.query.to);
    checkRange(from, to);
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
