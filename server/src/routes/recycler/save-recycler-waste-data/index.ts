import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CURRENT_STANDING } from '#corrections/schemas';
import { recyclerReturnWarnings } from '#plausibility/recycler-return';
import { requireAcknowledged } from '#plausibility/warnings';
import { signedInUser } from '#plugins/auth';
import { insertReturn } from '../returns-repository';
import { saveReturnSchema } from '../returns-schemas';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';
import { checkReturn } from './rules';

/**
 * A recycler's monthly return: its lines name current entries of the lists, it balances, and each plausibility
 * warning it raises is acknowledged.
 */
export const saveReturnRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/save-recycler-waste-data',
    { schema: saveReturnSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } },
    async (request, reply) => {
      const user = signedInUser(request);
      const recyclerId = await actingRecycler(app.db, user, request.query.recyclerId);
      const body = request.body;
      await checkReturn(app.db, body);
      const warnings = await recyclerReturnWarnings(app.db, recyclerId, body);
      requireAcknowledged(warnings, body.acknowledgedWarnings);
      const saved = await insertReturn(app.db, recyclerId, user.id, body, warnings);
      // Answered as its page shows it, so that the form can show the saved return as the detail would.
      return reply.code(201).send({ ...saved, ...CURRENT_STANDING });
    },
  );
};
