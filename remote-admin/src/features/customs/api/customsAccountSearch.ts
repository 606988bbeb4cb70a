import { ROLE, type PageRequest } from '@waste/shared';

/** The search `/customs` sends for a page of its list: the SL Custom (002) accounts. */
export const customsAccountSearch = (page: PageRequest) => ({ ...page, role: ROLE.SL_CUSTOM });
