import { ROLE } from '#auth/roles';

/** Customs staff read and write; a super admin may read. */
export const CUSTOMS_READERS = [ROLE.SL_CUSTOM, ROLE.SUPER_ADMIN];
export const CUSTOMS_WRITERS = [ROLE.SL_CUSTOM];
