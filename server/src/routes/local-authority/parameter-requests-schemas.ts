import { Type, type Static } from 'typebox';
import { CorrectionSummary } from '#corrections/schemas';
import { errorResponses } from '#schemas/error-response';
import { ParameterChange } from '#routes/mfa/schemas';
import { LocalAuthorityScopeQuery } from './schemas';

export const SENDER_STATUS_LABELS = ['pending', 'approved', 'rejected', 'unknown'] as const;

/** A parameter change a request proposes, as stored with it. */
export const ProposedChange = Type.Object(
  { parameter: Type.String(), value: Type.Union([Type.Number(), Type.String()]) },
  { title: 'ProposedChange' },
);

export const SentRequest = Type.Object(
  {
    id: Type.String(),
    header: Type.String(),
    description: Type.String(),
    date: Type.String({ description: 'When it was sent, ISO 8601 UTC' }),
    status: Type.Integer({ description: '0 new/unseen, 1 seen/open, 2 completed, 3 discarded' }),
    statusLabel: Type.Enum([...SENDER_STATUS_LABELS], {
      description: "The sender's view: 0-1 pending, 2 approved, 3 rejected, else unknown",
    }),
    seen: Type.Boolean({ description: 'Whether an admin has opened it (status other than 0)' }),
    changes: Type.Array(ProposedChange),
    localAuthorityId: Type.String(),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why an admin discarded it (status 3); null otherwise' }),
    kind: Type.Enum(['PARAMETERS', 'CORRECTION'], { description: 'A parameter-change request, or a correction of a submitted record' }),
    correction: Type.Union([CorrectionSummary, Type.Null()]),
  },
  { title: 'SentRequest' },
);
export type SentRequest = Static<typeof SentRequest>;

export const SendRequestBody = Type.Object(
  {
    header: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ minLength: 1, maxLength: 5000 }),
    changes: Type.Optional(Type.Array(ParameterChange, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type SendRequestBody = Static<typeof SendRequestBody>;

export const sendRequestSchema = {
  summary: 'Send a parameter-change request to the admins, optionally with the proposed parameter changes',
  querystring: LocalAuthorityScopeQuery,
  body: SendRequestBody,
  response: { 201: SentRequest, ...errorResponses(400, 401, 403, 404) },
};

export const viewSentRequestsSchema = {
  summary: "The authority's sent parameter-change requests and corrections (of its waste records and centre entries), newest first",
  querystring: LocalAuthorityScopeQuery,
  response: { 200: Type.Array(SentRequest), ...errorResponses(400, 401, 403, 404) },
};
