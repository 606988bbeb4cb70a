// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** ImplausibleQuantity */
export type ImplausibleQuantity = {
    /** @enum {string} */
    code: "IMPLAUSIBLE_QUANTITY";
    message: string;
    /** @description Every warning of the body, acknowledged or not */
    warnings: components["schemas"]["PlausibilityWarning"][];
};
