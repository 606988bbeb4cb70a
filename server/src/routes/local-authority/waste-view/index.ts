import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN, viewingAuthority } from '../rules';
import { findWasteRecordView } from '../waste-record-view';
import { viewWasteSchema } from '../waste-schemas';

/** One waste record with its authority and standing. */
export const viewWasteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/waste-view/:id', { schema: viewWasteSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const scope = await viewingAuthority(app.db, signedInUser(request), request.query.localAuthorityId);
    const record = await findWasteRecordView(app.db, request.params.id, scope);
    if (!record) throw notFound('Waste data not found', 'WASTE_DATA');
    return record;
  });
};
