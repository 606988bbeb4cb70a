// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** ProposedRecyclerReturn */
export type ProposedRecyclerReturn = {
    /** @description The plausibility warnings acknowledged when it was saved, fields named within the record */
    acknowledgedWarnings: components["schemas"]["PlausibilityWarning"][];
    closingStockKg: number;
    intake: components["schemas"]["RecyclerReturnLine"][];
    intakeKg: number;
    /** @description YYYY-MM */
    month: string;
    openingStockKg: number;
    output: components["schemas"]["RecyclerReturnLine"][];
    outputKg: number;
    /** @description HARD or SOFT */
    plasticType: string;
    recyclerId: string;
    recyclerName: string;
    rejected: components["schemas"]["RecyclerReturnLine"][];
    rejectedKg: number;
};
