import { Type, type Static } from 'typebox';
import { RecordStatusFields } from '#corrections/schemas';
import { AcknowledgedWarningList, AcknowledgedWarnings, implausibleResponse, PlausibilityAnswer } from '#plausibility/schemas';
import { CreatedFields } from '#schemas/created-fields';
import { errorResponses } from '#schemas/error-response';
import { PagingFields, SearchResult } from '#schemas/paging';
import { LocalAuthorityId, LocalAuthorityInfo } from '#routes/local-authority/schemas';
import { FrequencyType, IsoDate, MAX_PERIOD_DAYS } from '#routes/local-authority/waste-schemas';
import { MATERIAL_IDS, TYPES_OF_COLLECTION } from './reference';

const Uuid = (description: string) => Type.String({ format: 'uuid', description });
const Kg = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description });

export const ScopeQuery = Type.Object({ localAuthorityId: Type.Optional(LocalAuthorityId) }, { additionalProperties: false });

export const Centre = Type.Object(
  {
    id: Type.String(),
    localAuthorityId: Type.String(),
    name: Type.String(),
    location: Type.String(),
    latitude: Type.Union([Type.Number(), Type.Null()]),
    longitude: Type.Union([Type.Number(), Type.Null()]),
    description: Type.String(),
    isMaterialRecoveryFacility: Type.Boolean(),
    isRecyclingFacility: Type.Boolean(),
    isActive: Type.Boolean({ description: 'False: kept for history, hidden from data entry' }),
    lastEntryDate: Type.Union([Type.String(), Type.Null()], { description: 'End of the latest period entered, YYYY-MM-DD' }),
    collectedKgThisYear: Type.Number({ description: 'All materials, this year in Sri Lanka, each entry spread over its days' }),
  },
  { title: 'Centre' },
);
export type Centre = Static<typeof Centre>;

export const CentrePage = SearchResult(Centre, 'CentrePage');

export const CentreBody = Type.Object(
  {
    id: Type.Optional(Uuid('Present: update this centre')),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    location: Type.String({ minLength: 1, maxLength: 500, description: 'Address text' }),
    latitude: Type.Optional(Type.Number({ description: 'With longitude; within Sri Lanka' })),
    longitude: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    isMaterialRecoveryFacility: Type.Boolean(),
    isRecyclingFacility: Type.Boolean(),
    isActive: Type.Optional(Type.Boolean({ description: 'false deactivates the centre (default true)' })),
  },
  { additionalProperties: false },
);
export type CentreBody = Static<typeof CentreBody>;

export const CentreSearcher = Type.Object(
  {
    ...PagingFields,
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the name' })),
    isMaterialRecoveryFacility: Type.Optional(Type.Boolean()),
    isRecyclingFacility: Type.Optional(Type.Boolean()),
    includeInactive: Type.Optional(Type.Boolean({ description: 'Default true: the list shows deactivated centres too' })),
  },
  { additionalProperties: false, title: 'CentreSearcher' },
);
export type CentreSearcher = Static<typeof CentreSearcher>;

export const searchCentreSchema = {
  summary: "The authority's Sampath Piyasa centres by name, paged",
  querystring: ScopeQuery,
  body: CentreSearcher,
  response: { 200: CentrePage, ...errorResponses(400, 401, 403, 404) },
};

export const saveCentreSchema = {
  summary: 'Register a centre, or update one (id): a name is unique within the authority',
  querystring: ScopeQuery,
  body: CentreBody,
  response: { 200: Centre, ...errorResponses(400, 401, 403, 404, 409) },
};

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

export const getCentreSchema = {
  summary: "One of the authority's centres",
  querystring: ScopeQuery,
  params: IdParams,
  response: { 200: Centre, ...errorResponses(400, 401, 403, 404) },
};

export const TypeOfCollectionId = Type.Enum([...TYPES_OF_COLLECTION], { description: 'From init-waste-form typesOfCollection' });
export const MaterialId = Type.Enum([...MATERIAL_IDS], { description: 'From init-waste-form materials' });

export const initWasteFormSchema = {
  summary: "The centre waste form's reference lists, the authority's active centres and today's date in Sri Lanka",
  querystring: ScopeQuery,
  response: {
    200: Type.Object({
      frequencyTypes: Type.Array(Type.String()),
      typesOfCollection: Type.Array(Type.Object({ id: Type.String() })),
      materials: Type.Array(
        Type.Object({
          id: Type.String(),
          group: Type.String({ description: 'PLASTIC or OTHER' }),
          resin: Type.Union([Type.String(), Type.Null()]),
          plasticType: Type.Union([Type.String(), Type.Null()], { description: 'HARD or SOFT for plastics' }),
        }),
      ),
      centres: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), location: Type.String() })),
      localAuthority: LocalAuthorityInfo,
      today: Type.String({ description: 'YYYY-MM-DD in Asia/Colombo; later dates are refused' }),
      maxPeriodDays: Type.Integer(),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export const QuantityBody = Type.Object(
  {
    materialId: MaterialId,
    collectedKg: Kg('Kg for the whole period'),
    soldKg: Kg('Sold or handed to recyclers'),
    rejectedKg: Kg('Rejected'),
  },
  { additionalProperties: false },
);

export const EntryBody = Type.Object(
  {
    sampathPiyasaId: Uuid("The centre's id"),
    frequencyType: FrequencyType,
    entryDate: Type.Optional(IsoDate('The day of a DAILY entry')),
    startDate: Type.Optional(IsoDate('First day of a RANGE entry')),
    endDate: Type.Optional(IsoDate('Last day of a RANGE entry')),
    typeOfCollectionId: TypeOfCollectionId,
    quantities: Type.Array(QuantityBody, { minItems: 1, maxItems: MATERIAL_IDS.length }),
  },
  { additionalProperties: false, title: 'CentreEntryBody' },
);
export type EntryBody = Static<typeof EntryBody>;

export const WasteDataBody = Type.Object(
  { entries: Type.Array(EntryBody, { maxItems: 200 }), acknowledgedWarnings: AcknowledgedWarnings },
  { additionalProperties: false, title: 'CentreWasteDataBody' },
);
export type WasteDataBody = Static<typeof WasteDataBody>;

export const Quantity = Type.Object(
  {
    materialId: Type.String(),
    collectedKg: Type.Number(),
    soldKg: Type.Number(),
    rejectedKg: Type.Number(),
    kgPerDay: Type.Object({ collected: Type.Number(), sold: Type.Number(), rejected: Type.Number() }),
  },
  { title: 'CentreQuantity' },
);

/** An entry's values: what a replacement proposes too. */
const entryValues = {
  sampathPiyasaId: Type.String(),
  centreName: Type.String(),
  localAuthorityId: Type.String(),
  frequencyType: Type.String(),
  entryDate: Type.Union([Type.String(), Type.Null()]),
  startDate: Type.String(),
  endDate: Type.String(),
  days: Type.Integer(),
  typeOfCollectionId: Type.String(),
  quantities: Type.Array(Quantity),
  totals: Type.Object({ collectedKg: Type.Number(), soldKg: Type.Number(), rejectedKg: Type.Number() }),
  acknowledgedWarnings: AcknowledgedWarningList,
};

export const Entry = Type.Object({ id: Type.String(), ...entryValues, ...CreatedFields }, { title: 'CentreEntry' });
export type Entry = Static<typeof Entry>;

/** An entry as its page shows it: with its authority, and its standing (current, or voided or superseded by a correction). */
export const EntryView = Type.Object(
  { ...Entry.properties, localAuthority: LocalAuthorityInfo, ...RecordStatusFields },
  { title: 'CentreEntryView' },
);
export type EntryView = Static<typeof EntryView>;

/** A replacement as completing its correction would save it. */
export const ProposedEntry = Type.Object(entryValues, { title: 'ProposedCentreEntry' });
export type ProposedEntry = Static<typeof ProposedEntry>;

/** A correction's replacement: one entry of the save's body, with the codes of its own warnings that its author stands by. */
export const EntryReplacement = Type.Object(
  { ...EntryBody.properties, acknowledgedWarnings: AcknowledgedWarnings },
  { additionalProperties: false, title: 'CentreEntryReplacement' },
);
export type EntryReplacement = Static<typeof EntryReplacement>;

export const saveWasteDataSchema = {
  summary:
    'The entries of all selected centres, in one transaction: all are saved or none; 422 IMPLAUSIBLE_QUANTITY while a plausibility warning is not acknowledged',
  querystring: ScopeQuery,
  body: WasteDataBody,
  response: { 201: Type.Object({ entries: Type.Array(Entry) }), ...errorResponses(400, 401, 403, 404, 409), ...implausibleResponse },
};

export const checkWasteDataSchema = {
  summary: "The plausibility warnings of centre entries the form is about to save (the save's body); saves nothing",
  querystring: ScopeQuery,
  body: WasteDataBody,
  response: { 200: PlausibilityAnswer, ...errorResponses(400, 401, 403, 404) },
};

export const WasteSearcher = Type.Object(
  { ...PagingFields, typeOfCollectionId: Type.Optional(TypeOfCollectionId) },
  { additionalProperties: false },
);
export type WasteSearcher = Static<typeof WasteSearcher>;

export const searchWasteSchema = {
  summary: "Entries of one centre (sampathPiyasaId) or all the authority's centres, by period start, paged",
  querystring: Type.Object(
    { localAuthorityId: Type.Optional(LocalAuthorityId), sampathPiyasaId: Type.Optional(Uuid('One centre')) },
    { additionalProperties: false },
  ),
  body: WasteSearcher,
  response: { 200: SearchResult(Entry), ...errorResponses(400, 401, 403, 404) },
};

export const wasteViewSchema = {
  summary: 'One centre waste entry with its centre, authority and standing, current or retired by a correction',
  querystring: ScopeQuery,
  params: IdParams,
  response: { 200: EntryView, ...errorResponses(400, 401, 403, 404) },
};

export const GraphBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    toYear: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'Last year, at most 9 after year' })),
    sampathPiyasaId: Type.Optional(Uuid("One centre; absent: all the authority's centres")),
  },
  { additionalProperties: false, title: 'CentreGraphBody' },
);
export type GraphBody = Static<typeof GraphBody>;

export const collectedGraphSchema = {
  summary: 'Collected kg by month and material (each entry spread over its days), for at most ten years',
  querystring: ScopeQuery,
  body: GraphBody,
  response: {
    200: Type.Object({
      months: Type.Array(
        Type.Object({ year: Type.Integer(), month: Type.Integer(), materialId: Type.String(), collectedKg: Type.Number() }),
        {
          description: 'Only the months and materials with a quantity',
        },
      ),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export const recyclableGraphSchema = {
  summary: 'Sold and rejected kg by material over the years, for at most ten years',
  querystring: ScopeQuery,
  body: GraphBody,
  response: {
    200: Type.Object({
      materials: Type.Array(
        Type.Object({ materialId: Type.String(), collectedKg: Type.Number(), soldKg: Type.Number(), rejectedKg: Type.Number() }),
      ),
    }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export { MAX_PERIOD_DAYS };
