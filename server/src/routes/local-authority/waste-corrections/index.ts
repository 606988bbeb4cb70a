import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorityOwner, findRetired, openCorrection, openCorrectionOf } from '#corrections/repository';
import { checkCorrection, correctionPending, recordNotCurrent, revisedWasteId } from '#corrections/rules';
import { colomboToday } from '#dates/colombo-today';
import { notFound } from '#errors';
import { laWasteWarnings } from '#plausibility/la-waste';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { asSent, requireAcknowledged } from '#plausibility/warnings';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '../rules';
import { findWasteRecord, refuseOverlap } from '../waste-repository';
import { newWasteRecord } from '../waste-rules';
import { proposedWasteRecord } from './proposed';
import { wasteCorrectionSchema } from './schemas';

const PREFIX = 'replacement.';

/**
 * A request to void one of the authority's current records or replace it, for an admin to answer. The replacement
 * passes the save's rules and plausibility checks now (it may overlap only the record it replaces), and again
 * when completed.
 */
export const wasteCorrectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/waste-corrections',
    { schema: wasteCorrectionSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } },
    async (request, reply) => {
      const user = signedInUser(request);
      const localAuthorityId = await actingAuthority(app.db, user, request.query.localAuthorityId);
      const owner = authorityOwner(localAuthorityId);
      const { reason, replacement } = checkCorrection(request.body);
      const current = await findWasteRecord(app.db, request.body.recordId, localAuthorityId);
      if (!current) {
        const retired = await findRetired(app.db, 'LA_WASTE', request.body.recordId, owner);
        throw retired ? recordNotCurrent(retired.status) : notFound('Waste data not found', 'WASTE_DATA');
      }
      const pending = await openCorrectionOf(app.db, current.id);
      if (pending) throw correctionPending(pending);
      let proposed = null;
      let warnings: PlausibilityWarning[] = [];
      if (replacement) {
        const record = newWasteRecord(replacement, colomboToday());
        warnings = await laWasteWarnings(app.db, localAuthorityId, record, { prefix: PREFIX, replacing: current.id });
        requireAcknowledged(asSent(PREFIX, warnings), replacement.acknowledgedWarnings);
        await refuseOverlap(app.db, localAuthorityId, record, current.id);
        proposed = proposedWasteRecord(localAuthorityId, revisedWasteId(current.wasteId), record, warnings);
      }
      const id = await openCorrection(app.db, {
        kind: 'LA_WASTE',
        recordId: current.id,
        owner,
        recordLabel: current.wasteId,
        reason,
        replacement,
        proposed,
        acknowledgedWarnings: warnings,
        userId: user.id,
      });
      return reply.code(201).send({ id });
    },
  );
};
