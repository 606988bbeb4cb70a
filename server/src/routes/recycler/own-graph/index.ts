import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { graphYears } from '../graph-years';
import { ownGraph } from '../graphs-repository';
import { ownGraphSchema } from '../graphs-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';

/** The dashboard's graph of the recycler's own months. */
export const ownGraphRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/own-graph', { schema: ownGraphSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request) => {
    const years = graphYears(request.body);
    return ownGraph(app.db, await actingRecycler(app.db, signedInUser(request), request.query.recyclerId), years);
  });
};
