import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { searchLocalAuthorities } from './repository';
import { searchLocalAuthoritiesSchema } from './schemas';

const ADMIN_OR_SUPER_ADMIN = [ROLE.ADMIN, ROLE.SUPER_ADMIN];

export const localAuthoritySearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/search-la', { schema: searchLocalAuthoritiesSchema, config: { roles: ADMIN_OR_SUPER_ADMIN } }, (request) =>
    searchLocalAuthorities(app.db, request.body),
  );
};
