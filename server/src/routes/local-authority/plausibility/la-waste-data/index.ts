import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { colomboToday } from '#dates/colombo-today';
import { laWasteWarnings } from '#plausibility/la-waste';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '#routes/local-authority/rules';
import { newWasteRecord } from '#routes/local-authority/waste-rules';
import { checkWasteSchema } from '#routes/local-authority/waste-schemas';

/** The warnings the save of this body would raise, for the form to show where the figures are typed. */
export const checkWasteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/plausibility/la-waste-data',
    { schema: checkWasteSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } },
    async (request) => {
      const id = await actingAuthority(app.db, signedInUser(request), request.query.localAuthorityId);
      return { warnings: await laWasteWarnings(app.db, id, newWasteRecord(request.body, colomboToday())) };
    },
  );
};
