// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CentreSearcher */
export type CentreSearcher = {
    /** @description Default true: the list shows deactivated centres too */
    includeInactive?: boolean;
    isMaterialRecoveryFacility?: boolean;
    isRecyclingFacility?: boolean;
    /** @description Case-insensitive part of the name */
    name?: string;
    /** @default 25 */
    pageSize: number;
    /** @default ASC */
    pageSort: "ASC" | "DESC";
    /**
     * @description Rows to skip (0 = first row)
     * @default 0
     */
    pageStart: number;
};
