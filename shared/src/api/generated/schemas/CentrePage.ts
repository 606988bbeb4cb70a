// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** CentrePage */
export type CentrePage = {
    rows: components["schemas"]["Centre"][];
    /** @description Matches over all pages */
    total: number;
};
