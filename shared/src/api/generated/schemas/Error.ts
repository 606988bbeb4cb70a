// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Error */
export type Error = {
    /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
    code: string;
    details?: unknown;
    /** @description Human-readable; safe to show to the user */
    message: string;
};
