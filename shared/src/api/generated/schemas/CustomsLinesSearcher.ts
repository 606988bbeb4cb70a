// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CustomsLinesSearcher */
export type CustomsLinesSearcher = {
    /** @description Code prefix */
    hscode?: string;
    /** @description Code prefix (same as hscode) */
    hsCode?: string;
    /** @default 25 */
    pageSize: number;
    /** @default ASC */
    pageSort: "ASC" | "DESC";
    /**
     * @description Rows to skip (0 = first row)
     * @default 0
     */
    pageStart: number;
    /** @description A sector id, or 'NONE' for lines without a sector */
    sector?: string;
};
