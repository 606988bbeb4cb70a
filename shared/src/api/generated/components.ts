// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

export interface components {
    schemas: {
        /** Error */
        Error: {
            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
            code: string;
            details?: unknown;
            /** @description Human-readable; safe to show to the user */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
