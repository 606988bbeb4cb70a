// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** HsCodePage */
export type HsCodePage = {
    rows: components["schemas"]["HsCode"][];
    total: number;
    /** @description Changes when any sector assignment changes; cached pages of another version are stale */
    version: string;
};
