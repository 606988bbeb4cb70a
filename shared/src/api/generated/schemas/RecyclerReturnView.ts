// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** RecyclerReturnView */
export type RecyclerReturnView = {
    /** @description The plausibility warnings acknowledged when it was saved, fields named within the record */
    acknowledgedWarnings: components["schemas"]["PlausibilityWarning"][];
    closingStockKg: number;
    /** @description ISO 8601, UTC */
    createdAt: string;
    createdBy: {
        id: string | null;
        /** @description '' when the user is deleted */
        name: string;
    };
    id: string;
    intake: components["schemas"]["RecyclerReturnLine"][];
    intakeKg: number;
    /** @description YYYY-MM */
    month: string;
    openingStockKg: number;
    output: components["schemas"]["RecyclerReturnLine"][];
    outputKg: number;
    /** @description A correction of the record waiting for an admin */
    pendingCorrection: {
        id: string;
    } | null;
    /** @description HARD or SOFT */
    plasticType: string;
    recyclerId: string;
    recyclerName: string;
    rejected: components["schemas"]["RecyclerReturnLine"][];
    rejectedKg: number;
    replacedBy: components["schemas"]["RecordLink"] | null;
    replaces: components["schemas"]["RecordLink"] | null;
    /**
     * @description CURRENT: counted in every figure; VOIDED or SUPERSEDED by a completed correction: kept for the record, counted nowhere
     * @enum {unknown}
     */
    status: "CURRENT" | "VOIDED" | "SUPERSEDED";
};
