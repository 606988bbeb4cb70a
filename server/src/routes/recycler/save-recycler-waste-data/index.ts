import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { colomboToday } from '#dates/colombo-today';
import { signedInUser } from '#plugins/auth';
import { findEntries } from '../master-data-repository';
import { insertReturn } from '../returns-repository';
import { saveReturnSchema } from '../returns-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';
import { massBalance, unbalanced } from './mass-balance';
import { checkLines, checkMonth } from './rules';

/** A recycler's monthly return: its lines name current entries of the lists, and its mass balances. */
export const saveReturnRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/save-recycler-waste-data',
    { schema: saveReturnSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } },
    async (request, reply) => {
      const user = signedInUser(request);
      const recyclerId = await actingRecycler(app.db, user, request.query.recyclerId);
      const body = request.body;
      checkMonth(body.month, colomboToday());
      checkLines('intake', 'sourceId', body.intake, await findEntries(app.db, 'plasticSources'));
      const products = body.plasticType === 'HARD' ? 'hardPlasticProductTypes' : 'softPlasticProductTypes';
      checkLines('output', 'productTypeId', body.output, await findEntries(app.db, products));
      checkLines('rejected', 'destinationId', body.rejected, await findEntries(app.db, 'plasticRejectedDestinations'));
      const balance = massBalance(body);
      if (!balance.balanced) throw unbalanced(balance);
      return reply.code(201).send(await insertReturn(app.db, recyclerId, user.id, body));
    },
  );
};
