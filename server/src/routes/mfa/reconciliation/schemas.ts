import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';

const Link = Type.Object({ from: Type.String(), to: Type.String() }, { title: 'MfaReconciliationLink' });

export const ReconciledFlow = Type.Object(
  {
    from: Type.String({ description: 'Node the flow leaves (households: the system boundary generation enters from)' }),
    to: Type.String(),
    reportedKg: Type.Number({ description: "The engine's figure for the year (reported figures as reported), kg" }),
    reportedSdKg: Type.Union([Type.Number(), Type.Null()], { description: 'Its standard deviation from the uncertainty rules, kg' }),
    reconciledKg: Type.Number({ description: 'The reconciled figure: every node with flows in and out balances' }),
    sdKg: Type.Union([Type.Number(), Type.Null()], { description: 'Standard deviation of the reconciled figure, kg' }),
    grossError: Type.Object(
      {
        statistic: Type.Union([Type.Number(), Type.Null()], {
          description: 'Measurement test statistic; null when no redundant balance tests the flow',
        }),
        flagged: Type.Boolean({ description: 'Above the Sidak critical value and the largest statistic: check this figure' }),
        oneOf: Type.Array(Link, { description: 'Flows with the same statistic: the error is in one of these, the test cannot tell which' }),
      },
      { title: 'MfaGrossError' },
    ),
  },
  { title: 'MfaReconciledFlow' },
);

export const reconciliationSchema = {
  summary:
    "An area's plastic flows reconciled: weighted least squares under the node balances, the global chi-square test and a gross-error test per flow",
  querystring: Type.Object(
    {
      year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year' }),
      level: Type.Union([Type.Literal('AUTHORITY'), Type.Literal('DISTRICT'), Type.Literal('PROVINCE'), Type.Literal('NATIONAL')]),
      id: Type.Optional(
        Type.String({
          maxLength: 32,
          description: "The authority, district or province; a local authority's own by default; none for NATIONAL",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      {
        year: Type.Integer(),
        level: Type.String(),
        id: Type.Union([Type.String(), Type.Null()]),
        authorities: Type.Integer({ description: 'Authorities summed' }),
        flows: Type.Array(ReconciledFlow),
        chiSquare: Type.Number({ description: 'Global test statistic' }),
        degreesOfFreedom: Type.Integer({ description: 'Redundant balances; 0: not over-determined, nothing to reconcile' }),
        pValue: Type.Union([Type.Number(), Type.Null()], { description: 'P(chi-square >= statistic); null when not over-determined' }),
        critical: Type.Union([Type.Number(), Type.Null()], { description: 'Sidak critical value of the gross-error test (5 %)' }),
        overDetermined: Type.Boolean(),
        balancedNodes: Type.Array(Type.String()),
        rulesVersions: Type.Record(Type.String(), Type.Integer(), { description: 'The uncertainty rule version used, per kind' }),
      },
      { title: 'MfaReconciliation' },
    ),
    ...errorResponses(400, 401, 403, 404),
  },
};
