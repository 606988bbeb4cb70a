// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** CustomsLinePage */
export type CustomsLinePage = {
    rows: components["schemas"]["CustomsLine"][];
    /** @description Matches over all pages */
    total: number;
};
