// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** RecordLink */
export type RecordLink = {
    id: string;
    /** @description An authority's record's waste ID */
    wasteId?: string;
};
