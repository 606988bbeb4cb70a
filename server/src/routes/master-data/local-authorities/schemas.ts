import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { IdList } from '#schemas/paging';
import { AuthorityLocalNames, NameTranslation } from '#routes/local-authority/schemas';

export const LocalAuthorityItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ...AuthorityLocalNames,
  nameTranslation: NameTranslation,
  districtId: Type.String(),
  councilType: Type.String({ description: 'MC, UC or PS' }),
});
export type LocalAuthorityItem = Static<typeof LocalAuthorityItem>;

export const localAuthoritiesSchema = {
  summary: 'Local authorities, optionally of some districts and council types only, ordered by name',
  body: Type.Object(
    {
      districtIds: IdList('District ids, e.g. LK-11; none or empty = all'),
      councilTypeIds: IdList('MC, UC or PS; none or empty = all'),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Array(LocalAuthorityItem), ...errorResponses(400, 401) },
};
