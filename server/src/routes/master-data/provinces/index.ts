import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listProvinces } from './repository';
import { provincesSchema } from './schemas';

export const provinceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/provinces', { schema: provincesSchema, config: { signedIn: true } }, () => listProvinces(app.db));
};
