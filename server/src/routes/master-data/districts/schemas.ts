import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';
import { IdList } from '#schemas/paging';

export const District = Type.Object({
  id: Type.String({ description: 'e.g. LK-11' }),
  provinceId: Type.String({ description: 'e.g. LK-1' }),
  name: Type.String(),
  nameSi: Type.String(),
  nameTa: Type.String(),
});
export type District = Static<typeof District>;

export const districtsSchema = {
  summary: 'Districts, optionally of some provinces only, ordered by id',
  body: Type.Object({ provinceIds: IdList('Province ids, e.g. LK-1; none or empty = all') }, { additionalProperties: false }),
  response: { 200: Type.Array(District), ...errorResponses(400, 401) },
};
