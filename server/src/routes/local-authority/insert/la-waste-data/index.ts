import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { colomboToday } from '#dates/colombo-today';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '#routes/local-authority/rules';
import { insertWasteRecord } from '#routes/local-authority/waste-repository';
import { newWasteRecord } from '#routes/local-authority/waste-rules';
import { insertWasteSchema } from '#routes/local-authority/waste-schemas';

/** A new waste record of the authority. */
export const insertWasteRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN };

  app.post('/insert/la-waste-data', { schema: insertWasteSchema, config }, async (request, reply) => {
    const user = signedInUser(request);
    const id = await actingAuthority(db, user, request.query.localAuthorityId);
    const record = await insertWasteRecord(db, id, user.id, newWasteRecord(request.body, colomboToday()));
    return reply.code(201).send(record);
  });
};
