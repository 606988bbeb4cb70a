import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LA_SCOPE_MESSAGE, type SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';
import { recordAudit } from '#db/audit';
import { AppError } from '#errors';
import { signedInUser } from '#plugins/auth';
import { domainRoutes } from '../domain-routes';
import { markNotificationsRead, unreadNotifications } from './repository';
import { markReadSchema, unreadNotificationsSchema } from './schemas';

/**
 * Whose notifications the caller reads: its own authority's, or the one a super admin names (acting as
 * it); none for an account without an authority (the bell is in every layout, so that is not an error).
 */
function notificationScope(user: SignedInUser, requestedId: string | undefined): string | null {
  if (requestedId !== undefined) {
    if (!user.roles.includes(ROLE.SUPER_ADMIN)) throw new AppError(403, 'LA_SCOPE', LA_SCOPE_MESSAGE);
    return requestedId;
  }
  return user.localAuthorityId;
}

/** The bell's server side: news addressed to an authority, read and marked read per account. */
const notificationResourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const config = { signedIn: true };

  app.get('', { schema: unreadNotificationsSchema, config }, async (request) => {
    const user = signedInUser(request);
    const scope = notificationScope(user, request.query.localAuthorityId);
    return scope === null ? { rows: [], unread: 0 } : unreadNotifications(db, scope, user.id);
  });

  app.post('/read', { schema: markReadSchema, config }, async (request) => {
    const user = signedInUser(request);
    const scope = notificationScope(user, request.query.localAuthorityId);
    if (scope === null) return { read: 0 };
    return db.transaction(async (tx) => {
      const read = await markNotificationsRead(tx, scope, user.id, request.body.ids);
      if (read.length > 0) {
        await recordAudit(tx, {
          actorUserId: user.id,
          actingLocalAuthorityId: scope,
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
