import { Type, type Static } from 'typebox';
import { ISO_DATE_PATTERN } from '#dates/iso-date';
import { RecordStatusFields } from '#corrections/schemas';
import { AcknowledgedWarningList, AcknowledgedWarnings, implausibleResponse, PlausibilityAnswer } from '#plausibility/schemas';
import { CreatedFields } from '#schemas/created-fields';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher, PagingChoices, PagingFields, SearchResult } from '#schemas/paging';
import { LocalAuthorityInfo, LocalAuthorityScopeQuery } from './schemas';
import { QUANTITY_UNITS } from './waste-normalisation';

export const FREQUENCY_TYPES = ['DAILY', 'RANGE'] as const;
export const PLASTIC_TYPES = ['HARD', 'SOFT'] as const;
export const MAX_PERIOD_DAYS = 366;

export const FrequencyType = Type.Enum([...FREQUENCY_TYPES], { description: 'DAILY: one day (entryDate); RANGE: startDate to endDate' });
export const PlasticType = Type.Enum([...PLASTIC_TYPES]);
export const QuantityUnit = Type.Enum([...QUANTITY_UNITS], {
  description: 'Metric tonnes per day, per calendar month, per calendar year, or over the whole period (MT_TOTAL)',
});
/** Checked as a calendar date by the route, so that 2026-02-30 gets a message naming the field. */
export const IsoDate = (description = 'YYYY-MM-DD') => Type.String({ pattern: ISO_DATE_PATTERN, description });

const Kg = (description: string) =>
  Type.Object(
    { collected: Type.Number(), recovered: Type.Number(), rejected: Type.Number(), discarded: Type.Number(), recycled: Type.Number() },
    { description },
  );

/** A record's values: what a replacement proposes too. */
const wasteRecordValues = {
  wasteId: Type.String({
    description: 'WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001; a replacement adds its revision: WD-LG-11001-000001-R1',
  }),
  localAuthorityId: Type.String(),
  frequencyType: Type.String({ description: 'DAILY or RANGE' }),
  entryDate: Type.Union([Type.String(), Type.Null()], { description: 'The day of a DAILY record; null for RANGE' }),
  startDate: Type.String({ description: 'YYYY-MM-DD' }),
  endDate: Type.String({ description: 'YYYY-MM-DD' }),
  days: Type.Integer(),
  plasticType: Type.String({ description: 'HARD or SOFT' }),
  collectedQuantity: Type.Number(),
  recoveredQuantity: Type.Number(),
  rejectedQuantity: Type.Number(),
  discardedQuantity: Type.Number(),
  quantityUnit: Type.String({ description: 'MT_PER_DAY, MT_PER_MONTH, MT_PER_YEAR or MT_TOTAL' }),
  recycledQuantityKg: Type.Number(),
  mswCollectedKg: Type.Union([Type.Number(), Type.Null()], {
    description: 'Total municipal solid waste (all materials) collected in the period, in kg; null when not reported',
  }),
  productType: Type.String(),
  destination: Type.String(),
  budget: Type.Union([Type.Number(), Type.Null()]),
  description: Type.String(),
  normalisedKg: Kg('Period totals in kg'),
  kgPerDay: Kg('Period totals divided by days'),
  acknowledgedWarnings: AcknowledgedWarningList,
};

const wasteRecordProperties = { id: Type.String(), ...wasteRecordValues, ...CreatedFields };

export const WasteRecord = Type.Object(wasteRecordProperties, { title: 'WasteRecord' });
export type WasteRecord = Static<typeof WasteRecord>;

/** A record as its page shows it: with its authority, and its standing (current, or voided or superseded by a correction). */
export const WasteRecordView = Type.Object(
  { ...wasteRecordProperties, localAuthority: LocalAuthorityInfo, ...RecordStatusFields },
  { title: 'WasteRecordView' },
);
export type WasteRecordView = Static<typeof WasteRecordView>;

/** A replacement as completing its correction would save it (its waste ID the original's, revised). */
export const ProposedWasteRecord = Type.Object(wasteRecordValues, { title: 'ProposedWasteRecord' });
export type ProposedWasteRecord = Static<typeof ProposedWasteRecord>;

export const WasteBody = Type.Object(
  {
    frequencyType: FrequencyType,
    entryDate: Type.Optional(IsoDate('The day of a DAILY record')),
    startDate: Type.Optional(IsoDate('First day of a RANGE record')),
    endDate: Type.Optional(IsoDate('Last day of a RANGE record')),
    plasticType: PlasticType,
    collectedQuantity: Type.Number({ minimum: 0, maximum: 1e9 }),
    recoveredQuantity: Type.Number({ minimum: 0, maximum: 1e9 }),
    rejectedQuantity: Type.Number({ minimum: 0, maximum: 1e9 }),
    discardedQuantity: Type.Number({ minimum: 0, maximum: 1e9 }),
    quantityUnit: QuantityUnit,
    recycledQuantityKg: Type.Number({ minimum: 0, maximum: 1e12, description: 'Total of the period, in kg' }),
    mswCollectedKg: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1e12,
        description:
          'Optional: total municipal solid waste (all materials, not only plastic) collected in the period, in kg; SDG 11.6.1 reads it as reported',
      }),
    ),
    productType: Type.Optional(Type.String({ maxLength: 200 })),
    destination: Type.Optional(Type.String({ maxLength: 200 })),
    budget: Type.Optional(Type.Number({ minimum: 0, maximum: 1e13 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    acknowledgedWarnings: AcknowledgedWarnings,
  },
  { additionalProperties: false, title: 'WasteBody' },
);
export type WasteBody = Static<typeof WasteBody>;

export const initWasteSearchSchema = {
  summary: 'Choices and defaults of the waste data search form',
  response: {
    200: Type.Object({
      frequencyTypes: Type.Array(Type.String()),
      plasticTypes: Type.Array(Type.String()),
      ...PagingChoices,
      defaultSearcher: DefaultSearcher,
    }),
    ...errorResponses(401, 403),
  },
};

export const initWasteFormSchema = {
  summary: "Choices, the authority, today's date in Sri Lanka and earlier entries' suggestions for the waste data form",
  querystring: LocalAuthorityScopeQuery,
  response: {
    200: Type.Object({
      frequencyTypes: Type.Array(Type.String()),
      plasticTypes: Type.Array(Type.String()),
      quantityUnits: Type.Array(Type.String()),
      localAuthority: LocalAuthorityInfo,
      today: Type.String({ description: 'YYYY-MM-DD in Asia/Colombo; later dates are refused' }),
      maxPeriodDays: Type.Integer(),
      productTypeSuggestions: Type.Array(Type.String(), { description: 'Most used first, at most 50' }),
      destinationSuggestions: Type.Array(Type.String(), { description: 'Most used first, at most 50' }),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export const insertWasteSchema = {
  summary:
    'Record plastic waste of a day or a period (at most 366 days) for one plastic type; 422 IMPLAUSIBLE_QUANTITY while a plausibility warning is not acknowledged',
  querystring: LocalAuthorityScopeQuery,
  body: WasteBody,
  response: { 201: WasteRecord, ...errorResponses(400, 401, 403, 404, 409), ...implausibleResponse },
};

export const checkWasteSchema = {
  summary: "The plausibility warnings of a waste record the form is about to save (the save's body); saves nothing",
  querystring: LocalAuthorityScopeQuery,
  body: WasteBody,
  response: { 200: PlausibilityAnswer, ...errorResponses(400, 401, 403, 404) },
};

export const WasteSearcher = Type.Object(
  {
    ...PagingFields,
    fromDate: Type.Optional(IsoDate('Records whose period ends on or after this day')),
    toDate: Type.Optional(IsoDate('Records whose period starts on or before this day')),
    plasticType: Type.Optional(PlasticType),
    frequencyType: Type.Optional(FrequencyType),
  },
  { additionalProperties: false, title: 'WasteSearcher' },
);
export type WasteSearcher = Static<typeof WasteSearcher>;

export const WasteSearchResult = SearchResult(WasteRecord, 'WasteRecordPage');
export type WasteSearchResult = Static<typeof WasteSearchResult>;

export const searchWasteSchema = {
  summary: "The authority's waste records overlapping a period, by plastic and frequency type; sorted by start date, paged",
  querystring: LocalAuthorityScopeQuery,
  body: WasteSearcher,
  response: { 200: WasteSearchResult, ...errorResponses(400, 401, 403, 404) },
};

export const viewWasteSchema = {
  summary: "One waste record with its authority and its standing, current or retired by a correction; only within the caller's scope",
  querystring: LocalAuthorityScopeQuery,
  params: Type.Object(
    {
      id: Type.String({
        minLength: 1,
        maxLength: 64,
        description: "The record's id, or its waste ID (WD-LG-11001-000001, WD-LG-11001-000001-R1)",
      }),
    },
    { additionalProperties: false },
  ),
  response: { 200: WasteRecordView, ...errorResponses(400, 401, 403, 404) },
};
