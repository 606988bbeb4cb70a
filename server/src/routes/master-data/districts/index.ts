import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listDistricts } from './repository';
import { districtsSchema } from './schemas';

export const districtRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/districts', { schema: districtsSchema, config: { signedIn: true } }, (request) =>
    listDistricts(app.db, request.body.provinceIds),
  );
};
