// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaOutcome */
export type MfaOutcome = {
    leakage: components["schemas"]["MfaStageLeakage"][];
    rates: components["schemas"]["MfaRates"];
    totals: components["schemas"]["MfaTotals"];
};
