import { Type, type Static } from 'typebox';

export const PLASTIC_TYPES = ['HARD', 'SOFT'] as const;
export const PlasticType = Type.Enum([...PLASTIC_TYPES]);
export type PlasticType = (typeof PLASTIC_TYPES)[number];

export const RecyclerId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$', description: 'e.g. RC-DEMO-01' });

/** The optional impersonation: a super admin acting as a recycler names it (spec sections 4 and 6). */
export const RecyclerScopeQuery = Type.Object({ recyclerId: Type.Optional(RecyclerId) }, { additionalProperties: false });
export type RecyclerScopeQuery = Static<typeof RecyclerScopeQuery>;
