// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** WasteCorrectionBody */
export type WasteCorrectionBody = {
    /** @description Why: shown to the admin who answers */
    reason: string;
    /** @description The record's id (an authority's record: or its waste ID) */
    recordId: string;
    replacement?: components["schemas"]["WasteBody"];
    /**
     * @description Void the record (with no replacement)
     * @enum {boolean}
     */
    void?: true;
};
