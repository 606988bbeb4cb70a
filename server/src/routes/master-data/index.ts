import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALL_ROLES } from '../../auth/roles';
import { listProvinces } from './province-repository';
import { provincesSchema } from './schemas';

export const masterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/provinces', { schema: provincesSchema, config: { roles: ALL_ROLES } }, () => listProvinces(app.db));
};
