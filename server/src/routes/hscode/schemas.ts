import { Type } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { DefaultSearcher, PagingChoices, PagingFields } from '#schemas/paging';
import { Sector } from '#routes/sector/index';

const HsCode = Type.Object(
  {
    id: Type.String({ description: 'The code itself' }),
    hsCode: Type.String(),
    description: Type.String(),
    level: Type.Integer(),
    chapter: Type.String(),
    heading: Type.Union([Type.String(), Type.Null()]),
    inNomenclature: Type.Boolean({ description: 'False for a code seen in a file that HS2022 lacks' }),
    classification: Type.Union([Type.String(), Type.Null()], {
      description: 'The HS version (H0 to H6) of the UN Comtrade file that brought a code HS2022 lacks; null otherwise',
    }),
    sectorId: Type.Union([Type.String(), Type.Null()]),
    sectorName: Type.Union([Type.String(), Type.Null()]),
    lineCount: Type.Integer({ description: 'Customs lines under this code' }),
  },
  { title: 'HsCode' },
);

const Version = Type.String({ description: 'Changes when any sector assignment changes; cached pages of another version are stale' });
const Text = Type.Optional(Type.String({ maxLength: 100, description: 'Code prefix or words of the description' }));
const SectorFilter = Type.Optional(Type.String({ maxLength: 40, description: "A sector id, or 'NONE'" }));
const Result = Type.Object({ rows: Type.Array(HsCode), total: Type.Integer(), version: Version }, { title: 'HsCodePage' });

export const initSearchSchema = {
  summary: 'Choices and defaults of the HS code search, and the version of the sector assignments',
  response: { 200: Type.Object({ ...PagingChoices, defaultSearcher: DefaultSearcher, version: Version }), ...errorResponses(401, 403) },
};

export const searchSchema = {
  summary: 'HS2022 subheadings (and codes seen in files) by code prefix or description and sector, paged',
  body: Type.Object({ ...PagingFields, hsCode: Text, sectorId: SectorFilter }, { additionalProperties: false }),
  response: { 200: Result, ...errorResponses(400, 401, 403) },
};

export const searchNewSchema = {
  summary: 'Pending HS codes: seen in customs files, without a sector yet',
  body: Type.Object({ ...PagingFields, hsCode: Text, sector: SectorFilter }, { additionalProperties: false }),
  response: { 200: Result, ...errorResponses(400, 401, 403) },
};

export const editSchema = {
  summary: 'One HS code and the sectors it may be given',
  params: Type.Object({ id: Type.String({ pattern: '^[0-9]{6}$', description: '6-digit code' }) }, { additionalProperties: false }),
  response: { 200: Type.Object({ hsCode: HsCode, sectors: Type.Array(Sector) }), ...errorResponses(400, 401, 403, 404) },
};

export const updateSchema = {
  summary: 'Give one or more 6-digit codes a sector (null: none); their customs lines follow',
  body: Type.Object(
    {
      hsCodes: Type.Array(Type.String({ pattern: '^[0-9]{6}$' }), { minItems: 1, maxItems: 1000, uniqueItems: true }),
      sectorId: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ updated: Type.Integer(), version: Version }), ...errorResponses(400, 401, 403, 404) },
};
