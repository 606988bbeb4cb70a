import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findLocalAuthorityInfo } from '../repository';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN, viewingAuthority } from '../rules';
import { findWasteRecord } from '../waste-repository';
import { viewWasteSchema } from '../waste-schemas';

/** One waste record with its authority. */
export const viewWasteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/waste-view/:id', { schema: viewWasteSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const scope = await viewingAuthority(app.db, signedInUser(request), request.query.localAuthorityId);
    const record = await findWasteRecord(app.db, request.params.id, scope);
    if (!record) throw notFound('Waste data not found');
    const localAuthority = await findLocalAuthorityInfo(app.db, record.localAuthorityId);
    if (!localAuthority) throw notFound('Waste data not found');
    return { ...record, localAuthority };
  });
};
