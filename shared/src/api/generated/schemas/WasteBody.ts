// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** WasteBody */
export type WasteBody = {
    /** @description Codes of the plausibility warnings the author stands by; a warning whose code is missing answers 422 */
    acknowledgedWarnings?: ("ABOVE_ESTIMATE" | "OUTSIDE_HISTORY")[];
    budget?: number;
    collectedQuantity: number;
    description?: string;
    destination?: string;
    discardedQuantity: number;
    /** @description Last day of a RANGE record */
    endDate?: string;
    /** @description The day of a DAILY record */
    entryDate?: string;
    /**
     * @description DAILY: one day (entryDate); RANGE: startDate to endDate
     * @enum {unknown}
     */
    frequencyType: "DAILY" | "RANGE";
    /** @description Optional: total municipal solid waste (all materials, not only plastic) collected in the period, in kg; SDG 11.6.1 reads it as reported */
    mswCollectedKg?: number;
    /** @enum {unknown} */
    plasticType: "HARD" | "SOFT";
    productType?: string;
    /**
     * @description Metric tonnes per day, per calendar month, per calendar year, or over the whole period (MT_TOTAL)
     * @enum {unknown}
     */
    quantityUnit: "MT_PER_DAY" | "MT_PER_MONTH" | "MT_PER_YEAR" | "MT_TOTAL";
    recoveredQuantity: number;
    /** @description Total of the period, in kg */
    recycledQuantityKg: number;
    rejectedQuantity: number;
    /** @description First day of a RANGE record */
    startDate?: string;
};
