import { DEFAULT_PAGE } from '@waste/shared';

/** The page sizes every server-paged list of this remote offers. */
export const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];
