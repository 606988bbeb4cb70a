import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { correctionSummary, sentCorrections } from '#corrections/repository';
import { signedInUser } from '#plugins/auth';
import { senderStatusLabel } from '#routes/local-authority/parameter-requests-repository';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';
import { sentCorrectionsSchema } from './schemas';

/** The corrections the recycler asked for and what became of them. */
export const sentCorrectionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sent-corrections', { schema: sentCorrectionsSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request) => {
    const recyclerId = await actingRecycler(app.db, signedInUser(request), request.query.recyclerId);
    return (await sentCorrections(app.db, recyclerId)).map((row) => ({
      id: row.id,
      header: row.header,
      date: new Date(row.insert_datetime).toISOString(),
      status: row.status,
      statusLabel: senderStatusLabel(row.status),
      seen: row.status !== 0,
      reason: row.discard_reason,
      correction: correctionSummary(row),
    }));
  });
};
