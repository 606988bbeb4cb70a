import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { colomboYear } from '#dates/colombo-today';
import { completenessByDistrict, searchCompleteness } from './repository';
import { notFound } from '#errors';
import { localAuthorityExists } from '#routes/local-authority/repository';
import { searchWasteRecords } from '#routes/local-authority/waste/repository';
import { checkSearchDates } from '#routes/local-authority/waste/rules';
import { findAuthorities } from '#routes/mfa/repository';
import { rates } from '#routes/mfa/rules';
import { authorityResults } from '#routes/mfa/service';
import { searchCentres } from '#routes/sampath-piyasa/centre-repository';
import {
  authorityCentresSchema,
  authorityMfaSummarySchema,
  authorityWasteSchema,
  completenessSummarySchema,
  searchCompletenessSchema,
} from './schemas';

const SUPER_ADMIN = [ROLE.SUPER_ADMIN];

/** Which authorities send their data: per authority for /local-authorities, per district for the dashboard. */
export const completenessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/local-authorities/search', { schema: searchCompletenessSchema, config: { roles: SUPER_ADMIN } }, (request) =>
    searchCompleteness(app.db, request.body, request.body.year ?? colomboYear()),
  );

  app.get('/completeness', { schema: completenessSummarySchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const year = request.query.year ?? colomboYear();
    return { year, districts: await completenessByDistrict(app.db, year) };
  });

  app.post('/local-authorities/:id/waste', { schema: authorityWasteSchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const { id } = request.params;
    if (!(await localAuthorityExists(app.db, id))) throw notFound(`Local authority ${id} not found`);
    checkSearchDates(request.body);
    return searchWasteRecords(app.db, id, request.body);
  });

  // The la-view reads these itself: the shared client refuses localAuthorityId while the super admin is not
  // acting as the authority (spec section 5), and looking at an authority is not acting as it.
  app.post('/local-authorities/:id/centres', { schema: authorityCentresSchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const { id } = request.params;
    if (!(await localAuthorityExists(app.db, id))) throw notFound(`Local authority ${id} not found`);
    return searchCentres(app.db, id, request.body, colomboYear());
  });

  app.get('/local-authorities/:id/mfa-summary', { schema: authorityMfaSummarySchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const { id } = request.params;
    const [row] = await findAuthorities(app.db, { localAuthorityId: id });
    if (!row) throw notFound(`Local authority ${id} not found`);
    const [{ result }] = await authorityResults(app.db, request.query.year, [row]);
    return {
      ...result,
      rates: rates(result),
      localAuthority: {
        id: row.localAuthorityId,
        name: row.name,
        districtId: row.districtId,
        districtName: row.districtName,
        provinceId: row.provinceId,
        provinceName: row.provinceName,
      },
    };
  });
};
