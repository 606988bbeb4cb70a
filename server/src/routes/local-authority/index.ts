import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localAuthorityScope } from '../../auth/policy';
import { ROLE } from '../../auth/roles';
import { notFound } from '../../errors';
import { signedInUser } from '../../plugins/auth';
import { findLocalAuthorityInfo } from './local-authority-repository';
import { localAuthorityInfoSchema } from './schemas';
import { searchLocalAuthorities } from './search-repository';
import { searchLocalAuthoritiesSchema } from './search-schemas';
import { wasteRoutes } from './waste-routes';

const LOCAL_AUTHORITY_OR_SUPER_ADMIN = [ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN];
const ADMIN_OR_SUPER_ADMIN = [ROLE.ADMIN, ROLE.SUPER_ADMIN];

export const localAuthorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get-la-info',
    { schema: localAuthorityInfoSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } },
    async (request) => {
      const id = localAuthorityScope(signedInUser(request), request.query.localAuthorityId);
      const info = await findLocalAuthorityInfo(app.db, id);
      if (!info) throw notFound(`Local authority ${id} not found`);
      return info;
    },
  );

  app.post(
    '/search-la',
    { schema: searchLocalAuthoritiesSchema, config: { roles: ADMIN_OR_SUPER_ADMIN } },
    (request) => searchLocalAuthorities(app.db, request.body),
  );

  await app.register(wasteRoutes);
};
