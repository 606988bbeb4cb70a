// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** RecyclerGraphBody */
export type RecyclerGraphBody = {
    /** @description Default: four years before toYear */
    fromYear?: number;
    /** @description Default: this year in Sri Lanka */
    toYear?: number;
};
