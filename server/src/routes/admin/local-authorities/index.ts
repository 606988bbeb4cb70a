import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLE } from '#auth/roles';
import { colomboYear } from '#dates/colombo-today';
import { notFound } from '#errors';
import { localAuthorityExists } from '#routes/local-authority/repository';
import { searchWasteRecords } from '#routes/local-authority/waste-repository';
import { checkSearchDates } from '#routes/local-authority/waste-rules';
import { authoritySummary, knownAuthority } from '#routes/mfa/service';
import { searchCentres } from '#routes/sampath-piyasa/centre-repository';
import { searchCompleteness } from './repository';
import { authorityCentresSchema, authorityMfaSummarySchema, authorityWasteSchema, searchCompletenessSchema } from './schemas';

const SUPER_ADMIN = [ROLE.SUPER_ADMIN];

/** The super admin's authorities: which send their data, and one authority's records, centres and MFA, looked up without acting as it. */
export const adminLocalAuthorityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/local-authorities/search', { schema: searchCompletenessSchema, config: { roles: SUPER_ADMIN } }, (request) =>
    searchCompleteness(app.db, request.body, request.body.year ?? colomboYear()),
  );

  app.post('/local-authorities/:id/waste', { schema: authorityWasteSchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const { id } = request.params;
    if (!(await localAuthorityExists(app.db, id))) throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
    checkSearchDates(request.body);
    return searchWasteRecords(app.db, id, request.body);
  });

  // The la-view reads these itself: the shared client refuses localAuthorityId while the super admin is not
  // acting as the authority (spec section 5), and looking at an authority is not acting as it.
  app.post('/local-authorities/:id/centres', { schema: authorityCentresSchema, config: { roles: SUPER_ADMIN } }, async (request) => {
    const { id } = request.params;
    if (!(await localAuthorityExists(app.db, id))) throw notFound(`Local authority ${id} not found`, 'LOCAL_AUTHORITY');
    return searchCentres(app.db, id, request.body, colomboYear());
  });

  app.get('/local-authorities/:id/mfa-summary', { schema: authorityMfaSummarySchema, config: { roles: SUPER_ADMIN } }, async (request) =>
    authoritySummary(app.db, request.query.year, await knownAuthority(app.db, request.params.id)),
  );
};
