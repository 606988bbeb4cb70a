import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findLocalAuthorityInfo } from '../repository';
import { LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { describedAuthority } from './rules';
import { localAuthorityInfoSchema } from './schemas';

export const localAuthorityInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/get-la-info', { schema: localAuthorityInfoSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const id = describedAuthority(signedInUser(request), request.query.localAuthorityId);
    const info = await findLocalAuthorityInfo(app.db, id);
    if (!info) throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
    return info;
  });
};
