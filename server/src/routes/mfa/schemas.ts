import { Type, type Static } from 'typebox';
import { LEAKAGE_LEVELS, PARAMETER_KEYS } from '#mfa/index';
import { errorResponses } from '#schemas/error-response';
import { LocalAuthorityId } from '#routes/local-authority/schemas';

const Kg = Type.Number({ description: 'kg' });

export const Provenance = Type.Object(
  {
    kind: Type.String({ description: 'default, entered, request or estimated' }),
    label: Type.String(),
    url: Type.Optional(Type.String()),
    provisional: Type.Boolean({ description: 'No published source backs the figure yet' }),
  },
  { title: 'MfaProvenance' },
);
export const MfaInput = Type.Object(
  { name: Type.String(), value: Type.Number(), unit: Type.String(), source: Provenance },
  { title: 'MfaInput' },
);
export const MfaFlow = Type.Object(
  {
    source: Type.String(),
    target: Type.String(),
    kg: Kg,
    formula: Type.String(),
    inputs: Type.Array(MfaInput),
  },
  { title: 'MfaFlow' },
);
export const MfaFlag = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    check: Type.String({ description: 'What to check' }),
    localAuthorityId: Type.Optional(Type.String()),
  },
  { title: 'MfaFlag' },
);
export const MfaTotals = Type.Object(
  {
    generatedKg: Kg,
    generatedHardKg: Kg,
    generatedSoftKg: Kg,
    collectedKg: Kg,
    uncollectedKg: Kg,
    recoveredKg: Kg,
    recycledKg: Kg,
    disposedKg: Kg,
    leakedKg: Type.Number({ description: 'kg leaked to land, water and drains' }),
    burnedKg: Type.Number({ description: 'kg burned in the open' }),
    keptOnSiteKg: Kg,
  },
  { title: 'MfaTotals' },
);
const FateKg = Type.Object({ land: Kg, water: Kg, drains: Kg, burning: Kg }, { title: 'MfaFateKg' });
export const MfaStageLeakage = Type.Object(
  {
    stage: Type.String(),
    level: Type.Union([Type.String(), Type.Null()]),
    throughputKg: Kg,
    factor: Type.Number(),
    byFate: FateKg,
    totalKg: Kg,
    lowKg: Type.Number({ description: "kg the stage leaks at the level below its own (the WFD's results swing with the level)" }),
    highKg: Type.Number({ description: 'kg the stage leaks at the level above its own' }),
  },
  { title: 'MfaStageLeakage' },
);
const Year = Type.Integer({ minimum: 2000, maximum: 2100, description: 'Calendar year' });
const Rates = Type.Object(
  {
    collectedShare: Type.Number({ description: 'SDG 11.6.1 sub-indicator: collected / generated' }),
    controlledShare: Type.Number({
      description: 'SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated',
    }),
    recycledShare: Type.Number(),
    leakedKgPerCapita: Type.Number({ description: '(leaked + burned) / population' }),
    population: Type.Number(),
  },
  { title: 'MfaRates' },
);

export const MfaReportedYear = Type.Object(
  {
    coveredDays: Type.Integer({ description: 'Days of the year its records cover (per plastic type, the larger)' }),
    records: Type.Integer(),
    collectedKg: Kg,
    recoveredKg: Kg,
    recycledKg: Kg,
    rejectedKg: Kg,
    discardedKg: Kg,
  },
  { title: 'MfaReportedYear' },
);

const summaryProperties = {
  year: Type.Integer(),
  totals: MfaTotals,
  flows: Type.Array(MfaFlow, { description: "The Sankey's links; at every intermediate node kg in = kg out" }),
  flags: Type.Array(MfaFlag),
  leakage: Type.Array(MfaStageLeakage),
  rates: Rates,
};

export const MfaLaSummary = Type.Object(
  {
    ...summaryProperties,
    localAuthority: Type.Object({
      id: Type.String(),
      name: Type.String(),
      districtId: Type.String(),
      districtName: Type.String(),
      provinceId: Type.String(),
      provinceName: Type.String(),
    }),
    estimated: Type.Boolean({ description: 'True when the authority has no records for the year' }),
    reported: Type.Union([MfaReportedYear, Type.Null()], {
      description:
        "The authority's current records for the year as entered (each spread over its days inside the year), before totals scale them by days in the year / coveredDays; null when estimated",
    }),
  },
  { title: 'MfaLaSummary' },
);
export type MfaLaSummary = Static<typeof MfaLaSummary>;

const AreaSummary = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  totals: MfaTotals,
  rates: Rates,
  authorities: Type.Integer(),
  authoritiesWithData: Type.Integer(),
});

export const MfaNationalSummary = Type.Object({
  ...summaryProperties,
  provinces: Type.Array(AreaSummary),
  authorities: Type.Integer(),
  authoritiesWithData: Type.Integer(),
  estimatedAuthorityIds: Type.Array(Type.String()),
});

/** Which authority (a super admin names one) and year (this one when absent) a reading is about. */
const AuthorityYearQuery = Type.Object(
  { localAuthorityId: Type.Optional(LocalAuthorityId), year: Type.Optional(Year) },
  { additionalProperties: false },
);

const YearQuery = Type.Object({ year: Year, localAuthorityId: Type.Optional(LocalAuthorityId) }, { additionalProperties: false });

export const laSummarySchema = {
  summary: "An authority's plastic flows for a year, with the formula and inputs of every figure",
  querystring: YearQuery,
  response: { 200: MfaLaSummary, ...errorResponses(400, 401, 403, 404) },
};

export const nationalSummarySchema = {
  summary: "The nation's plastic flows for a year: sums of every authority, per province, SDG 11.6.1 sub-indicators",
  querystring: Type.Object({ year: Year }, { additionalProperties: false }),
  response: { 200: MfaNationalSummary, ...errorResponses(400, 401, 403) },
};

export const DIAGRAM_FORMATS = ['svg', 'png'] as const;
const DiagramFlows = Type.Optional(
  Type.Enum(['reported', 'reconciled'], {
    description:
      "reported (default): the engine's figures; reconciled: balanced by weighted least squares, each flow with its 95 % range as a band",
  }),
);
const DiagramQuery = Type.Object(
  {
    year: Year,
    localAuthorityId: Type.Optional(LocalAuthorityId),
    format: Type.Optional(Type.Enum([...DIAGRAM_FORMATS], { description: 'svg (default) or png' })),
    lang: Type.Optional(Type.Enum(['en', 'si', 'ta'], { description: 'Language of the labels; en by default' })),
    flows: DiagramFlows,
  },
  { additionalProperties: false },
);
const image = { 200: Type.String({ description: 'image/svg+xml, or image/png with format=png' }), ...errorResponses(400, 401, 403, 404) };

export const diagramSchema = (what: string) => ({
  summary: `Sankey diagram of ${what} for a year, drawn by the server`,
  querystring: DiagramQuery,
  produces: ['image/svg+xml', 'image/png'],
  response: image,
});

export const AREA_LEVELS = ['LA', 'DISTRICT', 'PROVINCE', 'NATIONAL'] as const;
export const searchMfaSchema = {
  summary: 'Sankey diagram of an authority, district, province or the nation for a year',
  body: Type.Object(
    {
      year: Year,
      level: Type.Enum([...AREA_LEVELS]),
      id: Type.Optional(
        Type.String({ maxLength: 20, description: "LG-xxxxx, LK-xx (district) or LK-x (province); the caller's own when omitted" }),
      ),
      format: Type.Optional(Type.Enum([...DIAGRAM_FORMATS])),
      lang: Type.Optional(Type.Enum(['en', 'si', 'ta'])),
      flows: DiagramFlows,
    },
    { additionalProperties: false },
  ),
  produces: ['image/svg+xml', 'image/png'],
  response: image,
};

const ParameterView = Type.Object({
  key: Type.String(),
  value: Type.Number(),
  unit: Type.String(),
  source: Provenance,
});

export const dataInputsSchema = {
  summary: "An authority's MFA inputs for a year: parameters with their sources, the year's records summed, and flags",
  querystring: AuthorityYearQuery,
  response: {
    200: Type.Object({
      year: Type.Integer(),
      localAuthority: Type.Object({ id: Type.String(), name: Type.String() }),
      parameters: Type.Array(ParameterView),
      reported: Type.Union([
        Type.Object({
          coveredDays: Type.Integer(),
          days: Type.Integer(),
          records: Type.Integer(),
          collectedKg: Kg,
          recoveredKg: Kg,
          recycledKg: Kg,
          rejectedKg: Kg,
          discardedKg: Kg,
        }),
        Type.Null(),
      ]),
      flows: Type.Array(MfaFlow),
      flags: Type.Array(MfaFlag),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export const leakageParametersSchema = {
  summary:
    "An authority's leakage level per stage with what each level looks like, the factor table and the year's leakage per stage and fate",
  querystring: AuthorityYearQuery,
  response: {
    200: Type.Object({
      year: Type.Integer(),
      levels: Type.Array(Type.Object({ level: Type.String(), factor: Type.Number(), description: Type.String(), source: Provenance })),
      stages: Type.Array(
        Type.Object({
          stage: Type.String(),
          description: Type.String(),
          level: Type.String(),
          source: Provenance,
          fateSplit: FateKg,
          fateSplitSource: Provenance,
          leakage: MfaStageLeakage,
        }),
      ),
      canEdit: Type.Boolean({ description: 'True for a super admin' }),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export const ParameterChange = Type.Object(
  {
    parameter: Type.Enum([...PARAMETER_KEYS], { description: `One of ${PARAMETER_KEYS.join(', ')}` }),
    value: Type.Union([Type.Number({ minimum: 0, maximum: 1e9 }), Type.Enum([...LEAKAGE_LEVELS])], {
      description: `A number, or for level.<stage> one of ${LEAKAGE_LEVELS.join(', ')} (or its index 0-4)`,
    }),
  },
  { additionalProperties: false, title: 'MfaParameterChange' },
);
export type ParameterChange = Static<typeof ParameterChange>;

export const writeParametersSchema = {
  summary: "Set an authority's MFA parameters and leakage levels (localAuthorityId), or the national values (none); super admin",
  querystring: Type.Object({ localAuthorityId: Type.Optional(LocalAuthorityId) }, { additionalProperties: false }),
  body: Type.Object(
    { changes: Type.Array(ParameterChange, { minItems: 1, maxItems: 50 }), note: Type.Optional(Type.String({ maxLength: 500 })) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ saved: Type.Integer() }), ...errorResponses(400, 401, 403, 404) },
};

const Outcome = Type.Object({ totals: MfaTotals, leakage: Type.Array(MfaStageLeakage), rates: Rates }, { title: 'MfaOutcome' });
export const whatIfSchema = {
  summary:
    "An authority's figures for a year with proposed parameter changes beside the current ones; nothing is saved. An authority its own; admins and super admins any (localAuthorityId)",
  querystring: Type.Object({ localAuthorityId: Type.Optional(LocalAuthorityId) }, { additionalProperties: false }),
  body: Type.Object({ year: Year, changes: Type.Array(ParameterChange, { maxItems: 50 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      year: Type.Integer(),
      current: Outcome,
      scenario: Outcome,
      parameters: Type.Array(
        Type.Object({
          parameter: Type.String(),
          current: Type.Union([Type.Number(), Type.String()], { description: 'As now: a number (shares 0-1) or a level name' }),
          proposed: Type.Union([Type.Number(), Type.String()], { description: 'As the scenario has it, in the same form' }),
        }),
        { description: 'Each changed parameter, its current value beside the proposed one' },
      ),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};
