// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Error */
export type Error = {
    /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
    code: string;
    details?: unknown;
    /** @description Human-readable; safe to show to the user */
    message: string;
    /** @description The values the message needs, for a client that words the code in its own language */
    params?: {
        [key: string]: string | number;
    };
    /** @description Which of the code's messages this is, e.g. LOCAL_AUTHORITY for NOT_FOUND; stable like the code */
    reason?: string;
};
