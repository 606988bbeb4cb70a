import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';

export const MASTER_DATA_LISTS = [
  'plasticSources',
  'plasticRejectedDestinations',
  'hardPlasticProductTypes',
  'softPlasticProductTypes',
] as const;
export type MasterDataList = (typeof MASTER_DATA_LISTS)[number];

export const MasterDataEntry = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: 'The English name (required)' }),
    nameSi: Type.Union([Type.String(), Type.Null()], { description: 'The Sinhala name; null: show the English one' }),
    nameTa: Type.Union([Type.String(), Type.Null()], { description: 'The Tamil name; null: show the English one' }),
    provisional: Type.Boolean({ description: 'A seeded default without a published source' }),
    retired: Type.Boolean({ description: 'Kept on old returns, not offered for new ones' }),
  },
  { title: 'RecyclerMasterDataEntry' },
);
export type MasterDataEntry = Static<typeof MasterDataEntry>;

const lists = Object.fromEntries(MASTER_DATA_LISTS.map((list) => [list, Type.Array(MasterDataEntry)])) as Record<
  MasterDataList,
  ReturnType<typeof Type.Array<typeof MasterDataEntry>>
>;
export const MasterData = Type.Object(lists);
export type MasterData = Static<typeof MasterData>;

export const masterDataSchema = {
  summary: 'The four recycler master data lists, in their order; retired entries only with includeRetired',
  querystring: Type.Object(
    { includeRetired: Type.Optional(Type.Boolean({ description: 'Also the retired entries (the registry edits them)' })) },
    { additionalProperties: false },
  ),
  response: { 200: MasterData, ...errorResponses(400, 401, 403) },
};

export const MasterDataBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Absent: a new entry' })),
    list: Type.Enum([...MASTER_DATA_LISTS]),
    name: Type.String({ minLength: 1, maxLength: 100, description: 'The English name' }),
    nameSi: Type.Optional(Type.String({ maxLength: 100, description: 'The Sinhala name; empty clears it, absent keeps it' })),
    nameTa: Type.Optional(Type.String({ maxLength: 100, description: 'The Tamil name; empty clears it, absent keeps it' })),
    retired: Type.Optional(Type.Boolean({ description: 'true retires the entry, false brings it back' })),
  },
  { additionalProperties: false },
);
export type MasterDataBody = Static<typeof MasterDataBody>;

export const saveMasterDataSchema = {
  summary: 'Add, rename, retire or bring back a master data entry (super admin)',
  body: MasterDataBody,
  response: { 200: MasterDataEntry, ...errorResponses(400, 401, 403, 404, 409) },
};
