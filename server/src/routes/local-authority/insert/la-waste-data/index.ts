import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { colomboToday } from '#dates/colombo-today';
import { idempotent } from '#idempotency/idempotency';
import { laWasteWarnings } from '#plausibility/la-waste';
import { requireAcknowledged } from '#plausibility/warnings';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '#routes/local-authority/rules';
import { insertWasteRecord } from '#routes/local-authority/waste-repository';
import { newWasteRecord } from '#routes/local-authority/waste-rules';
import { insertWasteSchema } from '#routes/local-authority/waste-schemas';

/** A new waste record of the authority, once each plausibility warning it raises is acknowledged. */
export const insertWasteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/insert/la-waste-data',
    { schema: insertWasteSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } },
    async (request, reply) => {
      const user = signedInUser(request);
      return idempotent(app.db, user.id, request, reply, 201, async () => {
        const id = await actingAuthority(app.db, user, request.query.localAuthorityId);
        const record = newWasteRecord(request.body, colomboToday());
        const warnings = await laWasteWarnings(app.db, id, record);
        requireAcknowledged(warnings, request.body.acknowledgedWarnings);
        return insertWasteRecord(app.db, id, user.id, record, warnings);
      });
    },
  );
};
