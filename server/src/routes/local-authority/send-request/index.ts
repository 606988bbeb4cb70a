import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inputRefused } from '#errors';
import { signedInUser } from '#plugins/auth';
import { normaliseChanges } from '#routes/mfa/rules';
import { insertRequest } from '../parameter-requests-repository';
import { sendRequestSchema } from '../parameter-requests-schemas';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';

/** A parameter-change request the authority sends to the admins. */
export const sendRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/send-request', { schema: sendRequestSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request, reply) => {
    const user = signedInUser(request);
    const localAuthorityId = await actingAuthority(app.db, user, request.query.localAuthorityId);
    const header = request.body.header.trim();
    const description = request.body.description.trim();
    if (!header || !description) throw inputRefused('Enter a header and a description', 'HEADER_AND_DESCRIPTION');
    // Checked like an admin's edit, so that completing the request can apply it as sent.
    const changes = request.body.changes ?? [];
    normaliseChanges(changes);
    const sent = await insertRequest(app.db, { localAuthorityId, userId: user.id, header, description, changes });
    return reply.code(201).send(sent);
  });
};
