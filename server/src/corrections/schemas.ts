import { Type, type Static, type TSchema } from 'typebox';
import { implausibleResponse } from '#plausibility/schemas';
import { errorResponses } from '#schemas/error-response';

const RECORD_KINDS = ['LA_WASTE', 'CENTRE_WASTE', 'RECYCLER_RETURN'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const RecordKindSchema = Type.Enum([...RECORD_KINDS], {
  title: 'CorrectionRecordKind',
  description:
    "LA_WASTE: an authority's waste record; CENTRE_WASTE: a Sampath Piyasa centre entry; RECYCLER_RETURN: a recycler's monthly return",
});

const RECORD_STATUSES = ['CURRENT', 'VOIDED', 'SUPERSEDED'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const RecordLink = Type.Object(
  {
    id: Type.String(),
    wasteId: Type.Optional(Type.String({ description: "An authority's record's waste ID" })),
  },
  { title: 'RecordLink' },
);
export type RecordLink = Static<typeof RecordLink>;

/** What a record's view says of its standing: current, or voided or superseded by a completed correction. */
export const RecordStatusFields = {
  status: Type.Enum([...RECORD_STATUSES], {
    description: 'CURRENT: counted in every figure; VOIDED or SUPERSEDED by a completed correction: kept for the record, counted nowhere',
  }),
  replacedBy: Nullable(RecordLink),
  replaces: Nullable(RecordLink),
  pendingCorrection: Nullable(Type.Object({ id: Type.String() }, { description: 'A correction of the record waiting for an admin' })),
};
export interface RecordStanding {
  status: RecordStatus;
  replacedBy: RecordLink | null;
  replaces: RecordLink | null;
  pendingCorrection: { id: string } | null;
}

/** The standing of a record just saved: current, with no links and nothing waiting. */
export const CURRENT_STANDING: RecordStanding = { status: 'CURRENT', replacedBy: null, replaces: null, pendingCorrection: null };

/** A correction's body: the record, why, and either `void: true` or the replacement (the save's body for that kind). */
export const CorrectionBody = <Replacement extends TSchema>(replacement: Replacement, title: string) =>
  Type.Object(
    {
      recordId: Type.String({ minLength: 1, maxLength: 64, description: "The record's id (an authority's record: or its waste ID)" }),
      reason: Type.String({ minLength: 1, maxLength: 2000, description: 'Why: shown to the admin who answers' }),
      void: Type.Optional(Type.Literal(true, { description: 'Void the record (with no replacement)' })),
      replacement: Type.Optional(replacement),
    },
    { additionalProperties: false, title },
  );

export const CorrectionCreated = Type.Object(
  { id: Type.String({ description: "The correction request's id" }) },
  { title: 'CorrectionCreated' },
);

/** The answers of a correction route; `what` says what is corrected. */
export const correctionSchema = <Body extends TSchema, Query extends TSchema>(what: string, querystring: Query, body: Body) => ({
  summary:
    `Ask the admins to void ${what} or replace it (the correction waits in Requests); 409 CORRECTION_PENDING or RECORD_NOT_CURRENT, ` +
    '422 IMPLAUSIBLE_QUANTITY while a warning of the replacement is not acknowledged',
  querystring,
  body,
  response: { 201: CorrectionCreated, ...errorResponses(400, 401, 403, 404, 409), ...implausibleResponse },
});

export const CorrectionSummary = Type.Object(
  {
    recordKind: RecordKindSchema,
    recordId: Type.String(),
    recordLabel: Type.String({ description: 'The record in words: a waste ID, a centre and period, a month and plastic type' }),
    void: Type.Boolean({ description: 'true: void the record; false: replace it' }),
    reason: Type.String(),
  },
  { title: 'CorrectionSummary' },
);
export type CorrectionSummary = Static<typeof CorrectionSummary>;
