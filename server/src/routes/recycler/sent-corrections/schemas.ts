import { Type } from 'typebox';
import { CorrectionSummary } from '#corrections/schemas';
import { errorResponses } from '#schemas/error-response';
import { SENDER_STATUS_LABELS } from '#routes/local-authority/parameter-requests-schemas';
import { RecyclerScopeQuery } from '../schemas';

const SentCorrection = Type.Object(
  {
    id: Type.String(),
    header: Type.String({ description: 'What it does to which return (Void return 2025-03, hard plastic)' }),
    date: Type.String({ description: 'When it was sent, ISO 8601 UTC' }),
    status: Type.Integer({ description: '0 new/unseen, 1 seen/open, 2 completed, 3 discarded' }),
    statusLabel: Type.Enum([...SENDER_STATUS_LABELS], { description: "The sender's view: 0-1 pending, 2 approved, 3 rejected" }),
    seen: Type.Boolean({ description: 'Whether an admin has opened it' }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why an admin discarded it (status 3); null otherwise' }),
    correction: CorrectionSummary,
  },
  { title: 'SentCorrection' },
);

export const sentCorrectionsSchema = {
  summary: "The recycler's corrections of its returns, newest first",
  querystring: RecyclerScopeQuery,
  response: { 200: Type.Array(SentCorrection), ...errorResponses(400, 401, 403, 404) },
};
