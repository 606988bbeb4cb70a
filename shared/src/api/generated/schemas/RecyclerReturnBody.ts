// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** RecyclerReturnBody */
export type RecyclerReturnBody = {
    /** @description Codes of the plausibility warnings the author stands by; a warning whose code is missing answers 422 */
    acknowledgedWarnings?: ("ABOVE_ESTIMATE" | "OUTSIDE_HISTORY")[];
    /** @description Stock at the end of the month */
    closingStockKg: number;
    /** @description Intake by source (plasticSources) */
    intake: {
        kg: number;
        sourceId: string;
    }[];
    /** @description YYYY-MM; not later than this month in Sri Lanka */
    month: string;
    /** @description Stock at the start of the month */
    openingStockKg: number;
    /** @description Output by product type (hard or soft plastic product types) */
    output: {
        kg: number;
        productTypeId: string;
    }[];
    /** @enum {unknown} */
    plasticType: "HARD" | "SOFT";
    /** @description Rejected quantity by destination (plasticRejectedDestinations) */
    rejected: {
        destinationId: string;
        kg: number;
    }[];
};
