import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listLocalAuthorities } from './repository';
import { localAuthoritiesSchema } from './schemas';

export const localAuthorityListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/local-authorities', { schema: localAuthoritiesSchema, config: { signedIn: true } }, (request) =>
    listLocalAuthorities(app.db, request.body),
  );
};
