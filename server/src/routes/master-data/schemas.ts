import { Type, type Static } from 'typebox';
import { errorResponses } from '../../schemas/error-response';
import { IdList } from '../../schemas/paging';

export const Province = Type.Object({
  id: Type.String({ description: 'LK-1 .. LK-9' }),
  code: Type.String({ description: 'Spec province value, e.g. western' }),
  name: Type.String(),
  nameSi: Type.String(),
  nameTa: Type.String(),
  localAuthorityCount: Type.Integer(),
});
export type Province = Static<typeof Province>;

export const provincesSchema = {
  summary: 'The nine provinces, ordered by id',
  tags: ['master-data'],
  response: { 200: Type.Array(Province), ...errorResponses(401, 403) },
};

export const CouncilType = Type.Object({ id: Type.String({ description: 'MC, UC or PS' }), name: Type.String() });
export type CouncilType = Static<typeof CouncilType>;

export const District = Type.Object({
  id: Type.String({ description: 'e.g. LK-11' }),
  provinceId: Type.String({ description: 'e.g. LK-1' }),
  name: Type.String(),
  nameSi: Type.String(),
  nameTa: Type.String(),
});
export type District = Static<typeof District>;

export const LocalAuthorityItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  districtId: Type.String(),
  councilType: Type.String({ description: 'MC, UC or PS' }),
});
export type LocalAuthorityItem = Static<typeof LocalAuthorityItem>;

export const councilTypesSchema = {
  summary: 'The council types: Municipal Council, Urban Council, Pradeshiya Sabha',
  tags: ['master-data'],
  response: { 200: Type.Array(CouncilType), ...errorResponses(401) },
};

export const districtsSchema = {
  summary: 'Districts, optionally of some provinces only, ordered by id',
  tags: ['master-data'],
  body: Type.Object({ provinceIds: IdList('Province ids, e.g. LK-1; none or empty = all') }, { additionalProperties: false }),
  response: { 200: Type.Array(District), ...errorResponses(400, 401) },
};

export const localAuthoritiesSchema = {
  summary: 'Local authorities, optionally of some districts and council types only, ordered by name',
  tags: ['master-data'],
  body: Type.Object(
    {
      districtIds: IdList('District ids, e.g. LK-11; none or empty = all'),
      councilTypeIds: IdList('MC, UC or PS; none or empty = all'),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Array(LocalAuthorityItem), ...errorResponses(400, 401) },
};
