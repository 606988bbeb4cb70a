import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { wasteByMonth } from './repository';
import { chartYears, checkChartYear, withTotals } from './rules';
import { wasteCollectionSchema } from './schemas';

/** The authority's waste per month of a year, for its dashboard chart. */
export const wasteCollectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/la-waste-collection',
    { schema: wasteCollectionSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } },
    async (request) => {
      const id = await actingAuthority(app.db, signedInUser(request), request.query.localAuthorityId);
      const years = chartYears();
      const { year } = request.body;
      checkChartYear(year, years);
      return withTotals(id, year, years, await wasteByMonth(app.db, id, year));
    },
  );
};
