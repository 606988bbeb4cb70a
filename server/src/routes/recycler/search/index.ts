import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { searchRecyclers } from './repository';
import { searchRecyclersSchema } from './schemas';

const ADMIN_OR_SUPER_ADMIN = [ROLE.ADMIN, ROLE.SUPER_ADMIN];

export const recyclerSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/search', { schema: searchRecyclersSchema, config: { roles: ADMIN_OR_SUPER_ADMIN } }, (request) =>
    searchRecyclers(app.db, request.body),
  );
};
