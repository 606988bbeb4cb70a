import { Type, type Static } from 'typebox';
import { errorResponses } from '../../../schemas/error-response';
import { IdList, PagingFields, SearchResult } from '../../../schemas/paging';

export const RecyclerSearcher = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the name' })),
    provinceIds: IdList('Province ids, e.g. LK-1'),
    districtIds: IdList('District ids, e.g. LK-11'),
    status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
    ...PagingFields,
  },
  { additionalProperties: false },
);
export type RecyclerSearcher = Static<typeof RecyclerSearcher>;

export const RecyclerSearchResult = SearchResult(
  Type.Object({ id: Type.String(), name: Type.String(), primaryAddress: Type.String(), hotline: Type.String() }),
);
export type RecyclerSearchResult = Static<typeof RecyclerSearchResult>;

export const searchRecyclersSchema = {
  summary: 'Recyclers by name, province, district or status; sorted by name, paged',
  tags: ['recycler'],
  body: RecyclerSearcher,
  response: { 200: RecyclerSearchResult, ...errorResponses(400, 401, 403) },
};
