import { Type, type Static } from 'typebox';

const RoleCode = Type.String({ pattern: '^00[1-5]$', description: 'Role code 001..005' });

export const SelectedLocalAuthority = Type.Object({
  id: Type.String(),
  name: Type.String(),
  nameSi: Type.Union([Type.String(), Type.Null()], {
    description: 'In Sinhala (its council type translated at least, ADR 0152); null only before the seed has written it',
  }),
  nameTa: Type.Union([Type.String(), Type.Null()], {
    description: 'In Tamil (its council type translated at least, ADR 0152); null only before the seed has written it',
  }),
  district: Type.String({ description: 'District name in English' }),
  province: Type.String({ description: 'Province code, e.g. western' }),
  councilType: Type.String({ description: 'MC, UC or PS' }),
});

export const SelectedRecycler = Type.Object({
  id: Type.String(),
  name: Type.String(),
  primaryAddress: Type.String(),
  hotline: Type.String(),
});

/** Spec section 3: the user as the front end keeps it. */
export const LoggedUser = Type.Object(
  {
    id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    defaultRole: Type.Union([RoleCode, Type.Null()]),
    roles: Type.Array(RoleCode),
    selectedLocalAuthority: Type.Union([SelectedLocalAuthority, Type.Null()]),
    selectedRecycler: Type.Union([SelectedRecycler, Type.Null()]),
  },
  { title: 'LoggedUser' },
);

export type LoggedUser = Static<typeof LoggedUser>;
