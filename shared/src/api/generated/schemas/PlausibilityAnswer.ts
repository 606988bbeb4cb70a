// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** PlausibilityAnswer */
export type PlausibilityAnswer = {
    /** @description Empty when every quantity is within its expected range */
    warnings: components["schemas"]["PlausibilityWarning"][];
};
