// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** SdgRatio */
export type SdgRatio = {
    formula: string;
    value: number | null;
};
