import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { RecyclerScopeQuery } from './schemas';

/** Spec section 9: chart data for at most ten years. */
export const MAX_GRAPH_YEARS = 10;

export const GraphBody = Type.Object(
  {
    fromYear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'Default: four years before toYear' })),
    toYear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'Default: this year in Sri Lanka' })),
  },
  { additionalProperties: false, title: 'RecyclerGraphBody' },
);
export type GraphBody = Static<typeof GraphBody>;

const Period = { fromYear: Type.Integer(), toYear: Type.Integer() };

export const OwnGraph = Type.Object({
  ...Period,
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM' }),
      plasticType: Type.String(),
      intakeKg: Type.Number(),
      outputKg: Type.Number(),
      rejectedKg: Type.Number(),
    }),
    { description: 'Months with a return, by plastic type' },
  ),
  outputByProductType: Type.Array(
    Type.Object({
      month: Type.String(),
      plasticType: Type.String(),
      productTypeId: Type.String(),
      productTypeName: Type.String(),
      productTypeNameSi: Type.Union([Type.String(), Type.Null()]),
      productTypeNameTa: Type.Union([Type.String(), Type.Null()]),
      kg: Type.Number(),
    }),
  ),
});
export type OwnGraph = Static<typeof OwnGraph>;

export const NationalGraph = Type.Object({
  ...Period,
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM' }),
      recyclers: Type.Integer({ description: 'Recyclers with a return that month' }),
      intakeKg: Type.Number({ description: 'All recyclers' }),
      outputKg: Type.Number(),
      rejectedKg: Type.Number(),
      ownIntakeKg: Type.Number({ description: "This recycler's own; never another's" }),
      ownOutputKg: Type.Number(),
    }),
  ),
});
export type NationalGraph = Static<typeof NationalGraph>;

export const ownGraphSchema = {
  summary: "The recycler's monthly intake, output and rejects, and output by product type (10 years at most)",
  querystring: RecyclerScopeQuery,
  body: GraphBody,
  response: { 200: OwnGraph, ...errorResponses(400, 401, 403, 404) },
};

export const nationalGraphSchema = {
  summary: "All recyclers' monthly totals beside this recycler's own (10 years at most)",
  querystring: RecyclerScopeQuery,
  body: GraphBody,
  response: { 200: NationalGraph, ...errorResponses(400, 401, 403, 404) },
};
