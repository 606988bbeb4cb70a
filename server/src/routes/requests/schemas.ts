import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { PageSort, PagingFields, SearchResult } from '#schemas/paging';
import { ProposedChange } from '#routes/local-authority/parameter-requests-schemas';
import { IsoDate } from '#routes/local-authority/waste-schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const RequestSearcher = Type.Object(
  {
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: '0 new/unseen, 1 seen/open, 2 completed, 3 discarded' })),
    seen: Type.Optional(Type.Boolean({ description: 'true: opened by an admin (status other than 0); false: unseen (status 0)' })),
    localAuthorityId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'e.g. LG-11001' })),
    fromDate: Type.Optional(IsoDate('Sent on or after this day (Sri Lanka time)')),
    toDate: Type.Optional(IsoDate('Sent on or before this day (Sri Lanka time)')),
    pageStart: PagingFields.pageStart,
    pageSize: PagingFields.pageSize,
    pageSort: PageSort({ default: 'ASC', description: 'By when it was sent; oldest (longest waiting) first by default' }),
  },
  { additionalProperties: false },
);
export type RequestSearcher = Static<typeof RequestSearcher>;

export const AdminRequest = Type.Object(
  {
    id: Type.String(),
    localAuthorityId: Type.String(),
    localAuthorityName: Type.String(),
    header: Type.String(),
    description: Type.String(),
    changes: Type.Array(ProposedChange),
    status: Type.Integer({ description: '0 new/unseen, 1 seen/open, 2 completed, 3 discarded' }),
    seen: Type.Boolean(),
    date: Type.String({ description: 'When it was sent, ISO 8601 UTC' }),
    senderName: Nullable(Type.String()),
    senderEmail: Nullable(Type.String()),
    updatedAt: Type.String({ description: 'Last change of status, ISO 8601 UTC' }),
    handledByName: Nullable(Type.String({ description: 'The admin who last changed its status' })),
    reason: Nullable(Type.String({ description: 'Why it was discarded (status 3)' })),
  },
  { title: 'AdminRequest' },
);
export type AdminRequest = Static<typeof AdminRequest>;

export const RequestId = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const handled = errorResponses(400, 401, 403, 404, 409);

export const searchRequestsSchema = {
  summary: "Every authority's parameter-change requests by status, seen and authority; paged",
  body: RequestSearcher,
  response: { 200: SearchResult(AdminRequest), ...errorResponses(400, 401, 403) },
};

export const waitingRequestsSchema = {
  summary: 'Requests waiting for an answer (status 0 or 1) by how long they have waited, and how many are unseen',
  response: {
    200: Type.Object({
      unseen: Type.Integer(),
      waiting: Type.Integer(),
      ages: Type.Array(Type.Object({ bucket: Type.Enum(['day', 'week', 'month', 'older']), count: Type.Integer() }), {
        description: 'day: under 1 day; week: 1-7 days; month: 7-30 days; older: over 30 days',
      }),
      oldest: Nullable(Type.String({ description: 'When the longest-waiting request was sent' })),
    }),
    ...errorResponses(401, 403),
  },
};

export const unseenCountSchema = {
  summary: 'How many requests no admin has opened yet (status 0): the count on the Requests menu entry',
  response: { 200: Type.Object({ unseen: Type.Integer() }), ...errorResponses(401, 403) },
};

export const openRequestSchema = {
  summary: 'One request; opening it marks it seen (0 -> 1)',
  params: RequestId,
  response: { 200: AdminRequest, ...errorResponses(400, 401, 403, 404) },
};

export const completeRequestSchema = {
  summary: "Apply the request's proposed parameter changes to its authority and mark it completed (2); 409 when already handled",
  params: RequestId,
  response: { 200: AdminRequest, ...handled },
};

export const DiscardBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });

export const discardRequestSchema = {
  summary: 'Discard the request with a reason the sender sees (3); 409 when already handled',
  params: RequestId,
  body: DiscardBody,
  response: { 200: AdminRequest, ...handled },
};
