import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { colomboYear } from '#dates/colombo-today';
import { AppError } from '#errors';
import { signedInUser } from '#plugins/auth';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';
import { nationalGraph, ownGraph } from './repository';
import { MAX_GRAPH_YEARS, nationalGraphSchema, ownGraphSchema, type GraphBody } from './schemas';

function yearsOf(body: GraphBody) {
  const toYear = body.toYear ?? colomboYear();
  const fromYear = body.fromYear ?? toYear - 4;
  if (fromYear > toYear) throw new AppError(400, 'VALIDATION', 'fromYear cannot be after toYear', { field: 'body.fromYear' });
  if (toYear - fromYear + 1 > MAX_GRAPH_YEARS) {
    throw new AppError(400, 'VALIDATION', `Chart data can be accessed for at most ${MAX_GRAPH_YEARS} years`, { field: 'body.fromYear' });
  }
  return { fromYear, toYear };
}

/** The dashboard's two graphs: the recycler's own months, and the nation's with its share. */
export const recyclerGraphRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { roles: RECYCLER_OR_SUPER_ADMIN };

  app.post('/own-graph', { schema: ownGraphSchema, config }, async (request) => {
    const years = yearsOf(request.body);
    return ownGraph(app.db, await actingRecycler(app.db, signedInUser(request), request.query.recyclerId), years);
  });

  app.post('/national-graph', { schema: nationalGraphSchema, config }, async (request) => {
    const years = yearsOf(request.body);
    return nationalGraph(app.db, await actingRecycler(app.db, signedInUser(request), request.query.recyclerId), years);
  });
};
