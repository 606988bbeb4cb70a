import { Type, type Static, type TSchema } from 'typebox';
import { RecordStatusFields } from '#corrections/schemas';
import { AcknowledgedWarningList, AcknowledgedWarnings, implausibleResponse, PlausibilityAnswer } from '#plausibility/schemas';
import { CreatedFields } from '#schemas/created-fields';
import { errorResponses } from '#schemas/error-response';
import { PagingFields, SearchResult } from '#schemas/paging';
import { PlasticType, RecyclerScopeQuery } from './schemas';

export const MONTH_PATTERN = '^[0-9]{4}-[0-9]{2}$';
const MAX_KG = 1e10;
const Kg = (description?: string) => Type.Number({ minimum: 0, maximum: MAX_KG, description });
const ItemId = Type.String({ minLength: 1, maxLength: 40 });
const Lines = <Line extends TSchema>(line: Line, description: string) => Type.Array(line, { maxItems: 50, description });

export const ReturnBody = Type.Object(
  {
    month: Type.String({ pattern: MONTH_PATTERN, description: 'YYYY-MM; not later than this month in Sri Lanka' }),
    plasticType: PlasticType,
    openingStockKg: Kg('Stock at the start of the month'),
    closingStockKg: Kg('Stock at the end of the month'),
    intake: Lines(Type.Object({ sourceId: ItemId, kg: Kg() }, { additionalProperties: false }), 'Intake by source (plasticSources)'),
    output: Lines(
      Type.Object({ productTypeId: ItemId, kg: Kg() }, { additionalProperties: false }),
      'Output by product type (hard or soft plastic product types)',
    ),
    rejected: Lines(
      Type.Object({ destinationId: ItemId, kg: Kg() }, { additionalProperties: false }),
      'Rejected quantity by destination (plasticRejectedDestinations)',
    ),
    acknowledgedWarnings: AcknowledgedWarnings,
  },
  { additionalProperties: false, title: 'RecyclerReturnBody' },
);
export type ReturnBody = Static<typeof ReturnBody>;

const NamedLine = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    nameSi: Type.Union([Type.String(), Type.Null()]),
    nameTa: Type.Union([Type.String(), Type.Null()]),
    retired: Type.Boolean(),
    kg: Type.Number(),
  },
  { title: 'RecyclerReturnLine' },
);

/** A return's values: what a replacement proposes too. */
const returnValues = {
  recyclerId: Type.String(),
  recyclerName: Type.String(),
  month: Type.String({ description: 'YYYY-MM' }),
  plasticType: Type.String({ description: 'HARD or SOFT' }),
  openingStockKg: Type.Number(),
  closingStockKg: Type.Number(),
  intakeKg: Type.Number(),
  outputKg: Type.Number(),
  rejectedKg: Type.Number(),
  acknowledgedWarnings: AcknowledgedWarningList,
};
const returnLines = { intake: Type.Array(NamedLine), output: Type.Array(NamedLine), rejected: Type.Array(NamedLine) };

export const RecyclerReturn = Type.Object({ id: Type.String(), ...returnValues, ...CreatedFields });
export type RecyclerReturn = Static<typeof RecyclerReturn>;

export const RecyclerReturnDetail = Type.Object({ ...RecyclerReturn.properties, ...returnLines }, { title: 'RecyclerReturnDetail' });
export type RecyclerReturnDetail = Static<typeof RecyclerReturnDetail>;

/** A return as its page shows it: with its lines, and its standing (current, or voided or superseded by a correction). */
export const RecyclerReturnView = Type.Object(
  { ...RecyclerReturnDetail.properties, ...RecordStatusFields },
  { title: 'RecyclerReturnView' },
);
export type RecyclerReturnView = Static<typeof RecyclerReturnView>;

/** A replacement as completing its correction would save it. */
export const ProposedRecyclerReturn = Type.Object({ ...returnValues, ...returnLines }, { title: 'ProposedRecyclerReturn' });
export type ProposedRecyclerReturn = Static<typeof ProposedRecyclerReturn>;

export const saveReturnSchema = {
  summary:
    "A recycler's monthly return for one plastic type; it must balance (opening + intake = output + rejected + closing); 422 IMPLAUSIBLE_QUANTITY while a plausibility warning is not acknowledged",
  querystring: RecyclerScopeQuery,
  body: ReturnBody,
  response: { 201: RecyclerReturnView, ...errorResponses(400, 401, 403, 404, 409), ...implausibleResponse },
};

export const checkReturnSchema = {
  summary: "The plausibility warnings of a return the form is about to save (the save's body); saves nothing",
  querystring: RecyclerScopeQuery,
  body: ReturnBody,
  response: { 200: PlausibilityAnswer, ...errorResponses(400, 401, 403, 404) },
};

export const ReturnSearcher = Type.Object(
  {
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
    plasticType: Type.Optional(PlasticType),
    ...PagingFields,
  },
  { additionalProperties: false },
);
export type ReturnSearcher = Static<typeof ReturnSearcher>;

export const ReturnSearchResult = SearchResult(RecyclerReturn);
export type ReturnSearchResult = Static<typeof ReturnSearchResult>;

export const searchReturnsSchema = {
  summary: "The recycler's returns by year and plastic type; sorted by month, paged",
  querystring: RecyclerScopeQuery,
  body: ReturnSearcher,
  response: { 200: ReturnSearchResult, ...errorResponses(400, 401, 403, 404) },
};

export const returnDetailSchema = {
  summary:
    "One return with its lines, who entered it and when, and its standing, current or retired by a correction; only within the caller's scope",
  querystring: RecyclerScopeQuery,
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
  response: { 200: RecyclerReturnView, ...errorResponses(400, 401, 403, 404) },
};
