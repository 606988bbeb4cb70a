// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CustomsGraphFilter */
export type CustomsGraphFilter = {
    toYear: number;
    /** @description '' for import and export together */
    type: "" | "IMPORT" | "EXPORT";
    year: number;
};
