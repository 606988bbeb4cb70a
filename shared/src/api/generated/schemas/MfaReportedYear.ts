// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/**
 * MfaReportedYear
 * @description The authority's current records for the year as entered (each spread over its days inside the year), before totals scale them by days in the year / coveredDays; null when estimated
 */
export type MfaReportedYear = {
    /** @description kg */
    collectedKg: number;
    /** @description Days of the year its records cover (per plastic type, the larger) */
    coveredDays: number;
    /** @description kg */
    discardedKg: number;
    records: number;
    /** @description kg */
    recoveredKg: number;
    /** @description kg */
    recycledKg: number;
    /** @description kg */
    rejectedKg: number;
};
