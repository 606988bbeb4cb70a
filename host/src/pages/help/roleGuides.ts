import { ROLE, type RoleCode } from '@waste/shared';

/** The roles the Help page explains, in the order shown; `none` is a signed-up account waiting for a role. */
export const GUIDED_ROLES = [ROLE.LOCAL_AUTHORITY, ROLE.RECYCLER, ROLE.SL_CUSTOM, ROLE.ADMIN, ROLE.SUPER_ADMIN, 'none'] as const;
export type GuidedRole = (typeof GUIDED_ROLES)[number];

/** The guide opened first: the role the user acts in now. */
export const ownGuide = (defaultRole: RoleCode | null | undefined): GuidedRole => defaultRole ?? 'none';
