import { Type, type Static } from 'typebox';
import { CorrectionSummary } from '#corrections/schemas';
import { errorResponses } from '#schemas/error-response';
import { PageSort, PagingFields, SearchResult } from '#schemas/paging';
import { ProposedChange } from '#routes/local-authority/parameter-requests-schemas';
import { IsoDate, ProposedWasteRecord, WasteRecordView } from '#routes/local-authority/waste-schemas';
import { ProposedRecyclerReturn, RecyclerReturnView } from '#routes/recycler/returns-schemas';
import { EntryView, ProposedEntry } from '#routes/sampath-piyasa/schemas';

const REQUEST_KINDS = ['PARAMETERS', 'CORRECTION'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
const RequestKindSchema = Type.Enum([...REQUEST_KINDS], {
  description: "PARAMETERS: an authority's parameter-change request; CORRECTION: a request to void or replace a submitted record",
});

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const RequestSearcher = Type.Object(
  {
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: '0 new/unseen, 1 seen/open, 2 completed, 3 discarded' })),
    seen: Type.Optional(Type.Boolean({ description: 'true: opened by an admin (status other than 0); false: unseen (status 0)' })),
    localAuthorityId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'e.g. LG-11001' })),
    recyclerId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: "A recycler's corrections, e.g. RC-DEMO-01" })),
    kind: Type.Optional(RequestKindSchema),
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
    kind: RequestKindSchema,
    localAuthorityId: Nullable(Type.String({ description: "The sender's authority; null for a recycler's correction" })),
    localAuthorityName: Nullable(Type.String()),
    localAuthorityNameSi: Nullable(
      Type.String({ description: "The authority's Sinhala name (its council type translated at least, ADR 0152)" }),
    ),
    localAuthorityNameTa: Nullable(
      Type.String({ description: "The authority's Tamil name (its council type translated at least, ADR 0152)" }),
    ),
    recyclerId: Nullable(Type.String({ description: "A recycler's correction: the recycler; null otherwise" })),
    recyclerName: Nullable(Type.String()),
    header: Type.String({ description: "A correction's: what it does to which record (Void WD-LG-11001-000001)" }),
    description: Type.String({ description: "A correction's: the author's reason" }),
    changes: Type.Array(ProposedChange),
    status: Type.Integer({ description: '0 new/unseen, 1 seen/open, 2 completed, 3 discarded' }),
    seen: Type.Boolean(),
    date: Type.String({ description: 'When it was sent, ISO 8601 UTC' }),
    senderName: Nullable(Type.String()),
    senderEmail: Nullable(Type.String()),
    updatedAt: Type.String({ description: 'Last change of status, ISO 8601 UTC' }),
    handledByName: Nullable(Type.String({ description: 'The admin who last changed its status' })),
    reason: Nullable(Type.String({ description: 'Why it was discarded (status 3)' })),
    correction: Nullable(CorrectionSummary),
  },
  { title: 'AdminRequest' },
);
export type AdminRequest = Static<typeof AdminRequest>;

/** A correction as an admin reads it: the record as it stands beside the replacement as it would be saved. */
const CorrectionDetail = Type.Object(
  {
    ...CorrectionSummary.properties,
    current: Type.Union([WasteRecordView, EntryView, RecyclerReturnView], {
      description: "The record's view (as its own page answers it), current or already retired",
    }),
    proposed: Type.Union([ProposedWasteRecord, ProposedEntry, ProposedRecyclerReturn, Type.Null()], {
      description: 'The replacement as completing would save it, with its kg; null for a void',
    }),
  },
  { title: 'CorrectionDetail' },
);

export const AdminRequestDetail = Type.Object(
  { ...AdminRequest.properties, correction: Nullable(CorrectionDetail) },
  { title: 'AdminRequestDetail' },
);
export type AdminRequestDetail = Static<typeof AdminRequestDetail>;

export const RequestId = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const handled = errorResponses(400, 401, 403, 404, 409);

export const searchRequestsSchema = {
  summary: 'Parameter-change requests and corrections by kind, status, seen, authority or recycler and day sent; paged',
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
  summary: "One request, a correction with the record's current values beside the proposed ones; opening it marks it seen (0 -> 1)",
  params: RequestId,
  response: { 200: AdminRequestDetail, ...errorResponses(400, 401, 403, 404) },
};

export const completeRequestSchema = {
  summary:
    'Apply the request (its parameter changes, or its correction: the record voided or superseded by its replacement) and mark it completed (2); 409 when already handled',
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
