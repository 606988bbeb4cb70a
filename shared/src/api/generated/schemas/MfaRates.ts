// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaRates */
export type MfaRates = {
    /** @description SDG 11.6.1 sub-indicator: collected / generated */
    collectedShare: number;
    /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
    controlledShare: number;
    /** @description (leaked + burned) / population */
    leakedKgPerCapita: number;
    population: number;
    recycledShare: number;
};
