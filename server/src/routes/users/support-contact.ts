import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLE } from '#auth/roles';
import { signedInUser } from '#plugins/auth';
import { errorResponses } from '#schemas/error-response';
import { findSupportContact, storeSupportContact } from '#users/support-contact';

const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

const SupportContact = Type.Object(
  {
    name: Nullable(Type.String({ description: 'The office or person to contact, e.g. the ministry unit running the product' })),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    updatedAt: Nullable(Type.String({ format: 'date-time', description: 'When a super admin last set it; null: never set' })),
  },
  { title: 'SupportContact' },
);

const SupportContactBody = Type.Object(
  {
    name: Type.String({ maxLength: 120 }),
    email: Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 254 })]),
    phone: Type.Union([Type.Literal(''), Type.String({ minLength: 7, maxLength: 20, pattern: '^[0-9 +-]+$' })]),
  },
  { additionalProperties: false },
);

const getSupportContactSchema = {
  summary: "Whom to contact for help, as the super admin set it (every field null until then); the Help page's contact",
  response: { 200: SupportContact, ...errorResponses(401) },
};

const setSupportContactSchema = {
  summary: 'Set whom users contact for help (an empty field clears it); super admin only, audited',
  body: SupportContactBody,
  response: { 200: SupportContact, ...errorResponses(400, 401, 403) },
};

/** The support contact every user's Help page shows, and the super admin's way to set it (docs/adr/0263). */
export const supportContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me/support-contact', { schema: getSupportContactSchema, config: { signedIn: true } }, () => findSupportContact(app.db));
  app.put('/support-contact', { schema: setSupportContactSchema, config: { roles: [ROLE.SUPER_ADMIN] } }, (request) =>
    storeSupportContact(app.db, request.body, signedInUser(request).id),
  );
};
