import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCouncilTypes } from './repository';
import { councilTypesSchema } from './schemas';

export const councilTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/get-la-types', { schema: councilTypesSchema, config: { signedIn: true } }, () => listCouncilTypes(app.db));
};
