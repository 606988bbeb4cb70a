/** Role codes of spec section 1. */
export const ROLE = {
  ADMIN: '001',
  SL_CUSTOM: '002',
  LOCAL_AUTHORITY: '003',
  RECYCLER: '004',
  SUPER_ADMIN: '005',
} as const;

export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

export const ALL_ROLES: readonly RoleCode[] = Object.values(ROLE);
