import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { searchReturns } from '../returns-repository';
import { searchReturnsSchema } from '../returns-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';

/** The recycler's returns, paged. */
export const searchReturnsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: RECYCLER_OR_SUPER_ADMIN };

  app.post('/search-waste-data-list', { schema: searchReturnsSchema, config }, async (request) => {
    const recyclerId = await actingRecycler(db, signedInUser(request), request.query.recyclerId);
    return searchReturns(db, recyclerId, request.body);
  });
};
