import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { LocalAuthorityId } from '#routes/local-authority/schemas';
import { RecyclerId } from '#routes/recycler/schemas';

export const NOTIFICATION_KINDS = ['request-approved', 'request-rejected', 'correction-approved', 'correction-rejected'] as const;

export const Notification = Type.Object({
  id: Type.String(),
  kind: Type.Enum([...NOTIFICATION_KINDS], {
    description:
      'request-approved / request-rejected: an admin completed or discarded a parameter-change request; correction-approved / correction-rejected: a correction',
  }),
  localAuthorityId: Type.Union([Type.String(), Type.Null()], { description: "The authority it is for; null when it is a recycler's" }),
  recyclerId: Type.Union([Type.String(), Type.Null()], { description: "The recycler it is for; null when it is an authority's" }),
  requestId: Type.Union([Type.String(), Type.Null()], { description: 'The parameter-change request or correction answered' }),
  header: Type.String({ description: "The request's header" }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected; null when approved' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof Notification>;

/** The optional impersonation of spec section 6, of an authority or of a recycler. */
const NotificationScopeQuery = Type.Object(
  { localAuthorityId: Type.Optional(LocalAuthorityId), recyclerId: Type.Optional(RecyclerId) },
  { additionalProperties: false },
);

export const unreadNotificationsSchema = {
  summary: "The caller's unread notifications (its authority's or recycler's, or the one a super admin acts as), newest first, at most 50",
  querystring: NotificationScopeQuery,
  response: {
    200: Type.Object({ rows: Type.Array(Notification), unread: Type.Integer({ description: 'All unread, also beyond the 50 listed' }) }),
    ...errorResponses(400, 401, 403),
  },
};

export const markReadSchema = {
  summary: 'Mark notifications read for the caller; ids it cannot see are ignored',
  querystring: NotificationScopeQuery,
  body: Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 200 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ read: Type.Integer({ description: 'How many were newly marked read' }) }),
    ...errorResponses(400, 401, 403),
  },
};
