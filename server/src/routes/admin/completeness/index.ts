import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { colomboYear } from '#dates/colombo-today';
import { completenessByDistrict } from './repository';
import { completenessSummarySchema } from './schemas';

const SUPER_ADMIN = [ROLE.SUPER_ADMIN];

/** The dashboard's national completeness: per district, how many authorities have reported for a year. */
export const completenessRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/completeness', { schema: completenessSummarySchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const year = request.query.year ?? colomboYear();
    return { year, districts: await completenessByDistrict(app.db, year) };
  });
};
