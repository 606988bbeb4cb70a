import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { colomboToday } from '#dates/colombo-today';
import { notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { findEntries } from '../master-data/repository';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';
import { findReturn, insertReturn, searchReturns } from './repository';
import { checkLines, checkMonth, massBalance, unbalanced } from './rules';
import { returnDetailSchema, saveReturnSchema, searchReturnsSchema } from './schemas';

/** A recycler's monthly returns: file one, list them, read one. */
export const recyclerReturnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: RECYCLER_OR_SUPER_ADMIN };

  app.post('/save-recycler-waste-data', { schema: saveReturnSchema, config }, async (request, reply) => {
    const user = signedInUser(request);
    const recyclerId = await actingRecycler(db, user, request.query.recyclerId);
    const body = request.body;
    checkMonth(body.month, colomboToday());
    checkLines(
      'intake',
      body.intake.map((line) => ({ id: line.sourceId })),
      await findEntries(db, 'plasticSources'),
    );
    const products = body.plasticType === 'HARD' ? 'hardPlasticProductTypes' : 'softPlasticProductTypes';
    checkLines(
      'output',
      body.output.map((line) => ({ id: line.productTypeId })),
      await findEntries(db, products),
    );
    checkLines(
      'rejected',
      body.rejected.map((line) => ({ id: line.destinationId })),
      await findEntries(db, 'plasticRejectedDestinations'),
    );
    const balance = massBalance(body);
    if (!balance.balanced) throw unbalanced(balance);
    return reply.code(201).send(await insertReturn(db, recyclerId, user.id, body));
  });

  app.post('/search-waste-data-list', { schema: searchReturnsSchema, config }, async (request) => {
    const recyclerId = await actingRecycler(db, signedInUser(request), request.query.recyclerId);
    return searchReturns(db, recyclerId, request.body);
  });

  app.get('/waste-data-detail/:id', { schema: returnDetailSchema, config }, async (request) => {
    const recyclerId = await actingRecycler(db, signedInUser(request), request.query.recyclerId);
    const found = await findReturn(db, request.params.id, recyclerId);
    if (!found) throw notFound('Waste data not found');
    return found;
  });
};
