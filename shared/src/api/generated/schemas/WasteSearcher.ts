// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** WasteSearcher */
export type WasteSearcher = {
    /**
     * @description DAILY: one day (entryDate); RANGE: startDate to endDate
     * @enum {unknown}
     */
    frequencyType?: "DAILY" | "RANGE";
    /** @description Records whose period ends on or after this day */
    fromDate?: string;
    /** @default 25 */
    pageSize: number;
    /** @default ASC */
    pageSort: "ASC" | "DESC";
    /**
     * @description Rows to skip (0 = first row)
     * @default 0
     */
    pageStart: number;
    /** @enum {unknown} */
    plasticType?: "HARD" | "SOFT";
    /** @description Records whose period starts on or before this day */
    toDate?: string;
};
