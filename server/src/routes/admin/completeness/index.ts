import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '../../../auth/roles';
import { colomboYear } from '../../../dates/colombo-today';
import { completenessByDistrict, searchCompleteness } from './repository';
import { notFound } from '../../../errors';
import { localAuthorityExists } from '../../local-authority/repository';
import { searchWasteRecords } from '../../local-authority/waste/repository';
import { checkSearchDates } from '../../local-authority/waste/rules';
import { authorityWasteSchema, completenessSummarySchema, searchCompletenessSchema } from './schemas';

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
};
