import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorityOwner, findRetired, openCorrection, openCorrectionOf } from '#corrections/repository';
import { checkCorrection, correctionPending, recordNotCurrent } from '#corrections/rules';
import { notFound } from '#errors';
import { centreWasteWarnings } from '#plausibility/centre-waste';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { asSent, requireAcknowledged } from '#plausibility/warnings';
import { signedInUser } from '#plugins/auth';
import { actingAuthority, LOCAL_AUTHORITY_OR_SUPER_ADMIN } from '#routes/local-authority/rules';
import { findEntry, refuseOverlap, refuseUnknownCentres } from '../entry-repository';
import type { Entry } from '../schemas';
import { proposedEntry } from './proposed';
import { replacementEntry } from './records';
import { entryCorrectionSchema } from './schemas';

const PREFIX = 'replacement.';

const labelOf = (entry: Pick<Entry, 'centreName' | 'startDate' | 'endDate' | 'typeOfCollectionId'>) =>
  `${entry.centreName}, ${entry.startDate === entry.endDate ? entry.startDate : `${entry.startDate} to ${entry.endDate}`}, ${entry.typeOfCollectionId}`;

/**
 * A request to void one of the authority's current centre entries or replace it with one entry, for an admin to
 * answer. The replacement passes the save's rules and plausibility checks now (it may overlap only the entry it
 * replaces), and again when completed.
 */
export const entryCorrectionRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/waste-corrections',
    { schema: entryCorrectionSchema, config: { roles: LOCAL_AUTHORITY_OR_SUPER_ADMIN } },
    async (request, reply) => {
      const user = signedInUser(request);
      const localAuthorityId = await actingAuthority(app.db, user, request.query.localAuthorityId);
      const owner = authorityOwner(localAuthorityId);
      const { reason, replacement } = checkCorrection(request.body);
      const current = await findEntry(app.db, request.body.recordId, localAuthorityId);
      if (!current) {
        const retired = await findRetired(app.db, 'CENTRE_WASTE', request.body.recordId, owner);
        throw retired ? recordNotCurrent(retired.status) : notFound('Sampath Piyasa waste data not found', 'CENTRE_WASTE_DATA');
      }
      const pending = await openCorrectionOf(app.db, current.id);
      if (pending) throw correctionPending(pending);
      let proposed = null;
      let warnings: PlausibilityWarning[] = [];
      if (replacement) {
        const entry = replacementEntry(replacement);
        const centres = await refuseUnknownCentres(app.db, localAuthorityId, [entry.sampathPiyasaId]);
        [warnings] = await centreWasteWarnings(app.db, localAuthorityId, [{ entry, prefix: PREFIX }], current.id);
        requireAcknowledged(asSent(PREFIX, warnings), replacement.acknowledgedWarnings);
        await refuseOverlap(app.db, entry, current.id);
        proposed = proposedEntry(localAuthorityId, centres.get(entry.sampathPiyasaId)!, entry, warnings);
      }
      const id = await openCorrection(app.db, {
        kind: 'CENTRE_WASTE',
        recordId: current.id,
        owner,
        recordLabel: labelOf(current),
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
