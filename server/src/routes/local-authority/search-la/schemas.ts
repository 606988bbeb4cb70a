import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { IdList, PagingFields, SearchResult } from '#schemas/paging';
import { AuthorityLocalNames } from '../schemas';

export const LocalAuthoritySearcher = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the name' })),
    provinceIds: IdList('Province ids, e.g. LK-1'),
    districtIds: IdList('District ids, e.g. LK-11'),
    councilTypeIds: IdList('MC, UC or PS'),
    authorityIds: IdList('Local authority ids, e.g. LG-11001'),
    ...PagingFields,
  },
  { additionalProperties: false },
);
export type LocalAuthoritySearcher = Static<typeof LocalAuthoritySearcher>;

export const LocalAuthoritySearchResult = SearchResult(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    ...AuthorityLocalNames,
    province: Type.String({ description: 'Spec province value, e.g. western' }),
    provinceName: Type.String({ description: 'Province name in English' }),
    district: Type.String({ description: 'District name in English' }),
    districtId: Type.String(),
    councilType: Type.String({ description: 'MC, UC or PS' }),
  }),
);
export type LocalAuthoritySearchResult = Static<typeof LocalAuthoritySearchResult>;

export const searchLocalAuthoritiesSchema = {
  summary: 'Local authorities by name, province, district, council type or id; sorted by name, paged',
  body: LocalAuthoritySearcher,
  response: { 200: LocalAuthoritySearchResult, ...errorResponses(400, 401, 403) },
};
