// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CentreGraphBody */
export type CentreGraphBody = {
    /**
     * Format: uuid
     * @description One centre; absent: all the authority's centres
     */
    sampathPiyasaId?: string;
    /** @description Last year, at most 9 after year */
    toYear?: number;
    year: number;
};
