import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCouncilTypes, listDistricts, listLocalAuthorities } from './geography-repository';
import { listProvinces } from './province-repository';
import { councilTypesSchema, districtsSchema, localAuthoritiesSchema, provincesSchema } from './schemas';

export const masterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/provinces', { schema: provincesSchema, config: { signedIn: true } }, () => listProvinces(app.db));
  app.get('/get-la-types', { schema: councilTypesSchema, config: { signedIn: true } }, () => listCouncilTypes(app.db));
  app.post('/districts', { schema: districtsSchema, config: { signedIn: true } }, (request) =>
    listDistricts(app.db, request.body.provinceIds),
  );
  app.post('/local-authorities', { schema: localAuthoritiesSchema, config: { signedIn: true } }, (request) =>
    listLocalAuthorities(app.db, request.body),
  );
};
