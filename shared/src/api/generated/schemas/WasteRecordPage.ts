// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** WasteRecordPage */
export type WasteRecordPage = {
    rows: components["schemas"]["WasteRecord"][];
    /** @description Matches over all pages */
    total: number;
};
