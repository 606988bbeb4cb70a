// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** PlausibilityWarning */
export type PlausibilityWarning = {
    /**
     * PlausibilityWarningCode
     * @description ABOVE_ESTIMATE: more than twice the authority's estimated plastic generation; OUTSIDE_HISTORY: more than ten times above or below the median of the owner's last twelve records
     * @enum {unknown}
     */
    code: "ABOVE_ESTIMATE" | "OUTSIDE_HISTORY";
    /** @description The body's field, as a 400's details name it without 'body.' (collectedQuantity, entries.0.quantities.2.collectedKg) */
    field: string;
    /** @description Highest expected value, in the field's own unit as typed */
    high: number;
    /** @description Lowest expected value, in the field's own unit as typed */
    low: number;
    /** @description English: why, and the range expected */
    message: string;
};
