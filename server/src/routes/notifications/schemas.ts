import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { LocalAuthorityScopeQuery } from '#routes/local-authority/schemas';

export const NOTIFICATION_KINDS = ['request-approved', 'request-rejected'] as const;

export const Notification = Type.Object({
  id: Type.String(),
  kind: Type.Enum([...NOTIFICATION_KINDS], {
    description: 'request-approved: an admin completed a request; request-rejected: discarded it',
  }),
  localAuthorityId: Type.String(),
  requestId: Type.Union([Type.String(), Type.Null()]),
  header: Type.String({ description: "The request's header" }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected; null when approved' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof Notification>;

export const unreadNotificationsSchema = {
  summary: "The caller's unread notifications (its authority's, or the one a super admin acts as), newest first, at most 50",
  querystring: LocalAuthorityScopeQuery,
  response: {
    200: Type.Object({ rows: Type.Array(Notification), unread: Type.Integer({ description: 'All unread, also beyond the 50 listed' }) }),
    ...errorResponses(400, 401, 403),
  },
};

export const markReadSchema = {
  summary: 'Mark notifications read for the caller; ids it cannot see are ignored',
  querystring: LocalAuthorityScopeQuery,
  body: Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 200 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ read: Type.Integer({ description: 'How many were newly marked read' }) }),
    ...errorResponses(400, 401, 403),
  },
};
