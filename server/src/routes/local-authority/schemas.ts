import { Type, type Static } from 'typebox';
import { errorResponses } from '../../schemas/error-response';

export const LocalAuthorityId = Type.String({ pattern: '^LG-[0-9]{5}$', description: 'e.g. LG-11001' });

export const LocalAuthorityInfo = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  councilType: Type.Object({ code: Type.String(), name: Type.String() }),
  district: Type.Object({ id: Type.String(), name: Type.String(), nameSi: Type.String(), nameTa: Type.String() }),
  province: Type.Object({
    id: Type.String(),
    code: Type.String(),
    name: Type.String(),
    nameSi: Type.String(),
    nameTa: Type.String(),
  }),
});
export type LocalAuthorityInfo = Static<typeof LocalAuthorityInfo>;

export const localAuthorityInfoSchema = {
  summary: "A local authority with its council type, district and province: the caller's own, or any for a super admin",
  tags: ['local-authority'],
  querystring: Type.Object(
    { localAuthorityId: Type.Optional(LocalAuthorityId) },
    { additionalProperties: false },
  ),
  response: { 200: LocalAuthorityInfo, ...errorResponses(400, 401, 403, 404) },
};
