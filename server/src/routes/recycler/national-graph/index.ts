import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { graphYears } from '../graph-years';
import { nationalGraph } from '../graphs-repository';
import { nationalGraphSchema } from '../graphs-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';

/** The dashboard's graph of the nation's months, with the recycler's share. */
export const nationalGraphRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/national-graph', { schema: nationalGraphSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request) => {
    const years = graphYears(request.body);
    return nationalGraph(app.db, await actingRecycler(app.db, signedInUser(request), request.query.recyclerId), years);
  });
};
