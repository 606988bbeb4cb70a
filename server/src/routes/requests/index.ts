import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDateRange } from '#dates/date-range';
import { recordAudit } from '#db/audit';
import type { Queryable } from '#db/database';
import { AppError, inputRefused, notFound } from '#errors';
import { forgetMfaResults } from '#mfa/contributions';
import { signedInUser } from '#plugins/auth';
import { domainRoutes } from '../domain-routes';
import { notifyRequestAnswered } from '#routes/notifications/repository';
import { saveOverrides } from '#routes/mfa/repository';
import { normaliseChanges } from '#routes/mfa/rules';
import { countUnseenRequests, findRequest, moveRequest, searchRequests, waitingRequests } from './repository';
import { alreadyHandled, OPEN_STATUSES, REQUEST_HANDLERS, STATUS } from './rules';
import {
  completeRequestSchema,
  discardRequestSchema,
  openRequestSchema,
  searchRequestsSchema,
  unseenCountSchema,
  waitingRequestsSchema,
  type AdminRequest,
} from './schemas';

const notFoundRequest = (id: string) => notFound(`Request ${id} not found`);

/** The admins' side of parameter-change requests: list, open (seen), complete (applied) and discard. */
const requestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { roles: REQUEST_HANDLERS };

  app.post('/search', { schema: searchRequestsSchema, config }, (request) => {
    checkDateRange(request.body);
    return searchRequests(db, request.body);
  });

  app.get('/waiting', { schema: waitingRequestsSchema, config }, () => waitingRequests(db));

  app.get('/unseen-count', { schema: unseenCountSchema, config }, async () => ({ unseen: await countUnseenRequests(db) }));

  app.get('/:id', { schema: openRequestSchema, config }, async (request) => {
    const user = signedInUser(request);
    const { id } = request.params;
    return db.transaction(async (tx) => {
      const before = await findRequest(tx, id);
      if (!before) throw notFoundRequest(id);
      if (before.status !== STATUS.NEW || !(await moveRequest(tx, id, [STATUS.NEW], STATUS.SEEN, user.id))) return before;
      const after = (await findRequest(tx, id))!;
      await recordAudit(tx, {
        actorUserId: user.id,
        actingLocalAuthorityId: after.localAuthorityId,
        action: 'mark-seen',
        entity: 'parameter_request',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
  });

  /**
   * An open request completed or discarded in one transaction, with what goes with the answer (`apply`, whose
   * result the audit entry adds) and the authority's notification; 409 when another admin answered it first.
   */
  const answer = (
    userId: string,
    id: string,
    to: typeof STATUS.COMPLETED | typeof STATUS.DISCARDED,
    reason: string | null,
    apply: (tx: Queryable, before: AdminRequest) => Promise<Record<string, unknown>>,
  ) =>
    db.transaction(async (tx) => {
      const before = await findRequest(tx, id);
      if (!before) throw notFoundRequest(id);
      if (!(await moveRequest(tx, id, OPEN_STATUSES, to, userId, reason))) {
        throw alreadyHandled((await findRequest(tx, id))?.status ?? before.status);
      }
      const applied = await apply(tx, before);
      const completed = to === STATUS.COMPLETED;
      await notifyRequestAnswered(tx, before, { kind: completed ? 'request-approved' : 'request-rejected', reason });
      const after = (await findRequest(tx, id))!;
      await recordAudit(tx, {
        actorUserId: userId,
        actingLocalAuthorityId: before.localAuthorityId,
        action: completed ? 'complete' : 'discard',
        entity: 'parameter_request',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status, ...applied },
      });
      return after;
    });

  app.post('/:id/complete', { schema: completeRequestSchema, config }, async (request) =>
    answer(signedInUser(request).id, request.params.id, STATUS.COMPLETED, null, async (tx, before) => {
      let changes: { key: string; value: number }[];
      try {
        changes = normaliseChanges(before.changes as Parameters<typeof normaliseChanges>[0]);
      } catch (error) {
        if (error instanceof AppError) throw inputRefused(`The proposed changes cannot be applied: ${error.message}`);
        throw error;
      }
      await saveOverrides(tx, before.localAuthorityId, changes, {
        kind: 'request',
        note: before.header,
        requestId: before.id,
        userId: signedInUser(request).id,
      });
      await forgetMfaResults(tx, before.localAuthorityId);
      return { applied: changes };
    }),
  );

  app.post('/:id/discard', { schema: discardRequestSchema, config }, async (request) => {
    const reason = request.body.reason.trim();
    if (!reason) throw inputRefused('Enter the reason for discarding the request');
    return answer(signedInUser(request).id, request.params.id, STATUS.DISCARDED, reason, async () => ({ reason }));
  });
};

export const requestsRoutes = domainRoutes('requests', [requestRoutes]);
