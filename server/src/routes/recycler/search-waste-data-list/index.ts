import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { searchReturns } from '../returns-repository';
import { searchReturnsSchema } from '../returns-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';

/** The recycler's returns, paged. */
export const searchReturnsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/search-waste-data-list', { schema: searchReturnsSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request) => {
    const recyclerId = await actingRecycler(app.db, signedInUser(request), request.query.recyclerId);
    return searchReturns(app.db, recyclerId, request.body);
  });
};
