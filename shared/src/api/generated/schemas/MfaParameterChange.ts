// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaParameterChange */
export type MfaParameterChange = {
    /**
     * @description One of population, generationRate, plasticShare, hardShare, defaultCollectionShare, householdBurnShare, level.collection, level.transport, level.sorting, level.disposal, level.uncollected
     * @enum {unknown}
     */
    parameter: "population" | "generationRate" | "plasticShare" | "hardShare" | "defaultCollectionShare" | "householdBurnShare" | "level.collection" | "level.transport" | "level.sorting" | "level.disposal" | "level.uncollected";
    /** @description A number, or for level.<stage> one of NONE, LOW, MEDIUM, HIGH, VERY_HIGH (or its index 0-4) */
    value: number | ("NONE" | "LOW" | "MEDIUM" | "HIGH" | "VERY_HIGH");
};
