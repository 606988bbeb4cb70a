import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { findSentRequests } from '../parameter-requests-repository';
import { viewSentRequestsSchema } from '../parameter-requests-schemas';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';

/** The authority's parameter-change requests, newest first. */
export const viewSentRequestsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/view-sent-requests', { schema: viewSentRequestsSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const localAuthorityId = await actingAuthority(app.db, signedInUser(request), request.query.localAuthorityId);
    return findSentRequests(app.db, localAuthorityId);
  });
};
