import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LA_SCOPE_MESSAGE, type SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';
import { recordAudit } from '#db/audit';
import { AppError, inputRefused } from '#errors';
import { signedInUser } from '#plugins/auth';
import { domainRoutes } from '../domain-routes';
import { RC_SCOPE_MESSAGE } from '#routes/recycler/scope';
import { markNotificationsRead, unreadNotifications, type NotificationOwner } from './repository';
import { markReadSchema, unreadNotificationsSchema } from './schemas';

/**
 * Whose notifications the caller reads: its own authority's or recycler's, or the one a super admin names (acting as
 * it); none for an account with neither (the bell is in every layout, so that is not an error).
 */
function notificationScope(user: SignedInUser, query: { localAuthorityId?: string; recyclerId?: string }): NotificationOwner | null {
  if (query.localAuthorityId !== undefined && query.recyclerId !== undefined) {
    throw inputRefused('Name a local authority or a recycler, not both', 'ONE_SCOPE');
  }
  if (query.localAuthorityId !== undefined) {
    if (!user.roles.includes(ROLE.SUPER_ADMIN)) throw new AppError(403, 'LA_SCOPE', LA_SCOPE_MESSAGE);
    return { localAuthorityId: query.localAuthorityId, recyclerId: null };
  }
  if (query.recyclerId !== undefined) {
    if (!user.roles.includes(ROLE.SUPER_ADMIN)) throw new AppError(403, 'RC_SCOPE', RC_SCOPE_MESSAGE);
    return { localAuthorityId: null, recyclerId: query.recyclerId };
  }
  if (user.localAuthorityId === null && user.recyclerId === null) return null;
  return { localAuthorityId: user.localAuthorityId, recyclerId: user.recyclerId };
}

/** The bell's server side: news addressed to an authority or a recycler, read and marked read per account. */
const notificationResourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { signedIn: true };

  app.get('', { schema: unreadNotificationsSchema, config }, async (request) => {
    const user = signedInUser(request);
    const scope = notificationScope(user, request.query);
    return scope === null ? { rows: [], unread: 0 } : unreadNotifications(db, scope, user.id);
  });

  app.post('/read', { schema: markReadSchema, config }, async (request) => {
    const user = signedInUser(request);
    const scope = notificationScope(user, request.query);
    if (scope === null) return { read: 0 };
    return db.transaction(async (tx) => {
      const read = await markNotificationsRead(tx, scope, user.id, request.body.ids);
      if (read.length > 0) {
        await recordAudit(tx, {
          actorUserId: user.id,
          actingLocalAuthorityId: scope.localAuthorityId,
          action: 'mark-read',
          entity: 'notification',
          entityId: null,
          after: { ids: read },
        });
      }
      return { read: read.length };
    });
  });
};

export const notificationRoutes = domainRoutes('notifications', [notificationResourceRoutes]);
