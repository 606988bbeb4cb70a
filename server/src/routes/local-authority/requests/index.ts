import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '#errors';
import { signedInUser } from '#plugins/auth';
import { normaliseChanges } from '#routes/mfa/rules';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { findSentRequests, insertRequest } from './repository';
import { sendRequestSchema, viewSentRequestsSchema } from './schemas';

/** Parameter-change requests an authority sends to the admins, and its list of them. */
export const parameterRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN };

  app.post('/send-request', { schema: sendRequestSchema, config }, async (request, reply) => {
    const user = signedInUser(request);
    const localAuthorityId = await actingAuthority(db, user, request.query.localAuthorityId);
    const header = request.body.header.trim();
    const description = request.body.description.trim();
    if (!header || !description) throw new AppError(400, 'VALIDATION_FAILED', 'Enter a header and a description');
    // Checked like an admin's edit, so that completing the request can apply it as sent.
    const changes = request.body.changes ?? [];
    normaliseChanges(changes);
    const sent = await insertRequest(db, { localAuthorityId, userId: user.id, header, description, changes });
    return reply.code(201).send(sent);
  });

  app.get('/view-sent-requests', { schema: viewSentRequestsSchema, config }, async (request) => {
    const localAuthorityId = await actingAuthority(db, signedInUser(request), request.query.localAuthorityId);
    return findSentRequests(db, localAuthorityId);
  });
};
