// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** CentreWasteDataBody */
export type CentreWasteDataBody = {
    /** @description Codes of the plausibility warnings the author stands by; a warning whose code is missing answers 422 */
    acknowledgedWarnings?: ("ABOVE_ESTIMATE" | "OUTSIDE_HISTORY")[];
    entries: components["schemas"]["CentreEntryBody"][];
};
