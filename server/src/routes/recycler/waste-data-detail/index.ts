import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findReturnView } from '../return-view';
import { returnDetailSchema } from '../returns-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';

/** One return of the recycler with its lines and standing. */
export const returnDetailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/waste-data-detail/:id', { schema: returnDetailSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request) => {
    const recyclerId = await actingRecycler(app.db, signedInUser(request), request.query.recyclerId);
    const found = await findReturnView(app.db, request.params.id, recyclerId);
    if (!found) throw notFound('Waste data not found', 'WASTE_DATA');
    return found;
  });
};
