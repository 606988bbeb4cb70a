import { Type } from 'typebox';
import { UNCERTAINTY_KINDS } from '#mfa/reconciliation/index';
import { errorResponses } from '#schemas/error-response';

const Kind = Type.Enum([...UNCERTAINTY_KINDS], {
  description: `The kind of input, one of ${UNCERTAINTY_KINDS.join(', ')} (docs/mfa.md "Uncertainty and reconciliation")`,
});
const RelativeSd = Type.Number({
  minimum: 0,
  maximum: 5,
  description:
    'Relative standard deviation (0.1 = 10 %); for LEAKAGE_FACTOR the share of the range between the neighbouring levels that is one sd',
});

export const UncertaintyRule = Type.Object(
  {
    kind: Kind,
    version: Type.Integer({ description: '0: the default, never changed' }),
    relativeSd: RelativeSd,
    note: Type.String(),
    updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
    updatedByName: Type.Union([Type.String(), Type.Null()], { description: 'Who changed it, by name (null: the default)' }),
  },
  { title: 'MfaUncertaintyRule' },
);

export const readRulesSchema = {
  summary: 'The uncertainty of each kind of MFA input: the current rules and every earlier version',
  response: {
    200: Type.Object({ rules: Type.Array(UncertaintyRule), history: Type.Array(UncertaintyRule) }),
    ...errorResponses(401, 403),
  },
};

export const writeRulesSchema = {
  summary: "Changes the uncertainty of kinds of MFA input (super admin): each change is the kind's next version, audited",
  body: Type.Object(
    {
      changes: Type.Array(Type.Object({ kind: Kind, relativeSd: RelativeSd }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: UNCERTAINTY_KINDS.length,
      }),
      note: Type.Optional(Type.String({ maxLength: 1000 })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      saved: Type.Array(Type.Object({ kind: Kind, version: Type.Integer(), relativeSd: RelativeSd })),
    }),
    ...errorResponses(400, 401, 403),
  },
};
