import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { colomboYear } from '#dates/colombo-today';
import { districtMapFigures } from './figures';
import { districtMapSchema } from './schemas';

/** Admins and super admins read the national map (the MFA's national summary is theirs already). */
const NATIONAL_READERS = [ROLE.ADMIN, ROLE.SUPER_ADMIN];

/** The national map's figures: per district, coverage, leakage per person and completeness for a year. */
export const districtMapRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/district-map', { schema: districtMapSchema, config: { roles: NATIONAL_READERS } }, async (request) => {
    const year = request.query.year ?? colomboYear();
    return { year, districts: await districtMapFigures(app.db, year) };
  });
};
