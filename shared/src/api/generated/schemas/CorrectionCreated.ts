// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CorrectionCreated */
export type CorrectionCreated = {
    /** @description The correction request's id */
    id: string;
};
