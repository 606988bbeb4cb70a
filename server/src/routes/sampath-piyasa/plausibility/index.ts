import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '#routes/local-authority/rules';
import { checkedEntries } from '../entry-plausibility';
import { checkWasteDataSchema } from '../schemas';

/** The warnings the save of these centre entries would raise, for the form to show where the figures are typed. */
export const checkWasteDataRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/plausibility', { schema: checkWasteDataSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } }, async (request) => {
    const id = await actingAuthority(app.db, signedInUser(request), request.query.localAuthorityId);
    return { warnings: (await checkedEntries(app.db, id, request.body)).warnings };
  });
};
