import { Type, type Static } from 'typebox';
import { errorResponses } from '#schemas/error-response';

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
  response: { 200: Type.Array(Province), ...errorResponses(401, 403) },
};
