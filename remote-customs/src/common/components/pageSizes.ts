import { DEFAULT_PAGE } from '@waste/shared';

/** The page sizes a customs list offers where its init-search gives none (or has not answered yet). */
export const PAGE_SIZES = [10, DEFAULT_PAGE.pageSize, 50, 100];
