import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkDateRange } from '#dates/date-range';
import { recordAudit } from '#db/audit';
import type { Queryable } from '#db/database';
import { inputRefused, notFound } from '#errors';
import { signedInUser } from '#plugins/auth';
import { domainRoutes } from '../domain-routes';
import { answered, applyAnswer, correctionDetail } from './answers';
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

const notFoundRequest = (id: string) => notFound(`Request ${id} not found`, 'REQUEST');

const AUDITED_AS = { PARAMETERS: 'parameter_request', CORRECTION: 'waste_correction' } as const;

/**
 * The admins' side of requests, parameter changes and corrections alike: list, open (seen), complete (applied)
 * and discard.
 */
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
    const opened = await db.transaction(async (tx) => {
      const before = await findRequest(tx, id);
      if (!before) throw notFoundRequest(id);
      if (before.status !== STATUS.NEW || !(await moveRequest(tx, before, [STATUS.NEW], STATUS.SEEN, user.id))) return before;
      const after = (await findRequest(tx, id))!;
      await recordAudit(tx, {
        actorUserId: user.id,
        actingLocalAuthorityId: after.localAuthorityId,
        action: 'mark-seen',
        entity: AUDITED_AS[after.kind],
        entityId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
    return { ...opened, correction: await correctionDetail(db, opened) };
  });

  /**
   * An open request completed or discarded in one transaction, with what goes with the answer (`apply`, whose
   * result the audit entry adds) and the sender's notification; 409 when another admin answered it first.
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
      if (!(await moveRequest(tx, before, OPEN_STATUSES, to, userId, reason))) {
        throw alreadyHandled((await findRequest(tx, id))?.status ?? before.status);
      }
      const applied = await apply(tx, before);
      const completed = to === STATUS.COMPLETED;
      await answered(tx, before, completed, reason);
      const after = (await findRequest(tx, id))!;
      await recordAudit(tx, {
        actorUserId: userId,
        actingLocalAuthorityId: before.localAuthorityId,
        action: completed ? 'complete' : 'discard',
        entity: AUDITED_AS[before.kind],
        entityId: id,
        before: { status: before.status },
        after: { status: after.status, ...applied },
      });
      return after;
    });

  app.post('/:id/complete', { schema: completeRequestSchema, config }, async (request) => {
    const userId = signedInUser(request).id;
    return answer(userId, request.params.id, STATUS.COMPLETED, null, (tx, before) => applyAnswer(tx, before, userId));
  });

  app.post('/:id/discard', { schema: discardRequestSchema, config }, async (request) => {
    const reason = request.body.reason.trim();
    if (!reason) throw inputRefused('Enter the reason for discarding the request', 'DISCARD_REASON_REQUIRED');
    return answer(signedInUser(request).id, request.params.id, STATUS.DISCARDED, reason, async () => ({ reason }));
  });
};

export const requestsRoutes = domainRoutes('requests', [requestRoutes]);
