import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recyclerReturnWarnings } from '#plausibility/recycler-return';
import { signedInUser } from '#plugins/auth';
import { checkReturnSchema } from '../returns-schemas';
import { checkReturn } from '../save-recycler-waste-data/rules';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';

/** The warnings the save of this return would raise, for the form to show where the figures are typed. */
export const checkReturnRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/plausibility', { schema: checkReturnSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request) => {
    const recyclerId = await actingRecycler(app.db, signedInUser(request), request.query.recyclerId);
    await checkReturn(app.db, request.body);
    return { warnings: await recyclerReturnWarnings(app.db, recyclerId, request.body) };
  });
};
