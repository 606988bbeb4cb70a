import { Type, type Static } from 'typebox';

export const LocalAuthorityId = Type.String({ pattern: '^LG-[0-9]{5}$', description: 'e.g. LG-11001' });

export const LocalAuthorityInfo = Type.Object(
  {
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
  },
  { title: 'LocalAuthorityInfo' },
);
export type LocalAuthorityInfo = Static<typeof LocalAuthorityInfo>;

/** The optional impersonation of spec section 6. */
export const LocalAuthorityScopeQuery = Type.Object({ localAuthorityId: Type.Optional(LocalAuthorityId) }, { additionalProperties: false });
