import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { IdList, PagingFields, SearchResult } from '#schemas/paging';
import { RecyclerStatus } from '../registry-schemas';

export const RecyclerSearcher = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the name' })),
    provinceIds: IdList('Province ids, e.g. LK-1'),
    districtIds: IdList('District ids, e.g. LK-11'),
    status: Type.Optional(RecyclerStatus),
    ...PagingFields,
  },
  { additionalProperties: false },
);
export type RecyclerSearcher = Static<typeof RecyclerSearcher>;

export const RecyclerSearchResult = SearchResult(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    primaryAddress: Type.String(),
    hotline: Type.String(),
    district: Type.Union([
      Type.Object({ id: Type.String(), name: Type.String(), nameSi: Type.String(), nameTa: Type.String() }),
      Type.Null(),
    ]),
    status: Type.String({ description: 'ACTIVE, SUSPENDED or CLOSED' }),
    lastReturnMonth: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM of the latest return' }),
    thisYearIntakeKg: Type.Number({ description: 'Intake of this year in Sri Lanka, kg' }),
  }),
);
export type RecyclerSearchResult = Static<typeof RecyclerSearchResult>;

export const searchRecyclersSchema = {
  summary: 'Recyclers by name, province, district or status; sorted by name, paged',
  body: RecyclerSearcher,
  response: { 200: RecyclerSearchResult, ...errorResponses(400, 401, 403) },
};
