import { Type, type Static } from 'typebox';

export const LocalAuthorityId = Type.String({ pattern: '^LG-[0-9]{5}$', description: 'e.g. LG-11001' });

/** An authority's names in Sinhala and Tamil, next to `name` (English) in every answer that names it. */
export const AuthorityLocalNames = {
  nameSi: Type.Union([Type.String(), Type.Null()], { description: 'In Sinhala; null only before the seed has written it' }),
  nameTa: Type.Union([Type.String(), Type.Null()], { description: 'In Tamil; null only before the seed has written it' }),
};

export const NameTranslation = Type.Union([Type.Literal('council_type_only'), Type.Literal('full')], {
  description:
    'How nameSi and nameTa were made: council_type_only = the English place name with the council type in Sinhala or Tamil (no licensed source translates the names yet); full = translated',
});

export const LocalAuthorityInfo = Type.Object(
  {
    id: Type.String(),
    code: Type.String(),
    name: Type.String(),
    ...AuthorityLocalNames,
    nameTranslation: NameTranslation,
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
