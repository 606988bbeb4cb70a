import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findRetired, openCorrection, openCorrectionOf, recyclerOwner } from '#corrections/repository';
import { checkCorrection, correctionPending, recordNotCurrent } from '#corrections/rules';
import { notFound } from '#errors';
import { recyclerReturnWarnings } from '#plausibility/recycler-return';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { asSent, requireAcknowledged } from '#plausibility/warnings';
import { signedInUser } from '#plugins/auth';
import { findReturn, PLASTIC_NAMES, refuseDuplicate } from '../returns-repository';
import { checkReturn } from '../save-recycler-waste-data/rules';
import { actingRecycler, RECYCLER_OR_SUPER_ADMIN } from '../scope';
import { proposedReturn } from './proposed';
import { returnCorrectionSchema } from './schemas';

const PREFIX = 'replacement.';

/**
 * A request to void one of the recycler's current returns or replace it, for an admin to answer. The replacement
 * passes the save's rules and plausibility checks now (it may take only the month of the return it replaces), and
 * again when completed.
 */
export const returnCorrectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/waste-corrections', { schema: returnCorrectionSchema, config: { roles: RECYCLER_OR_SUPER_ADMIN } }, async (request, reply) => {
    const user = signedInUser(request);
    const recyclerId = await actingRecycler(app.db, user, request.query.recyclerId);
    const owner = recyclerOwner(recyclerId);
    const { reason, replacement } = checkCorrection(request.body);
    const current = await findReturn(app.db, request.body.recordId, recyclerId);
    if (!current) {
      const retired = await findRetired(app.db, 'RECYCLER_RETURN', request.body.recordId, owner);
      throw retired ? recordNotCurrent(retired.status) : notFound('Waste data not found', 'WASTE_DATA');
    }
    const pending = await openCorrectionOf(app.db, current.id);
    if (pending) throw correctionPending(pending);
    let proposed = null;
    let warnings: PlausibilityWarning[] = [];
    if (replacement) {
      await checkReturn(app.db, replacement, PREFIX);
      warnings = await recyclerReturnWarnings(app.db, recyclerId, replacement, { prefix: PREFIX, replacing: current.id });
      requireAcknowledged(asSent(PREFIX, warnings), replacement.acknowledgedWarnings);
      await refuseDuplicate(app.db, recyclerId, replacement, current.id);
      proposed = await proposedReturn(app.db, { id: recyclerId, name: current.recyclerName }, replacement, warnings);
    }
    const id = await openCorrection(app.db, {
      kind: 'RECYCLER_RETURN',
      recordId: current.id,
      owner,
      recordLabel: `${current.month}, ${PLASTIC_NAMES[current.plasticType]}`,
      reason,
      replacement,
      proposed,
      acknowledgedWarnings: warnings,
      userId: user.id,
    });
    return reply.code(201).send({ id });
  });
};
