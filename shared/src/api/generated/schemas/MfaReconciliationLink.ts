// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaReconciliationLink */
export type MfaReconciliationLink = {
    from: string;
    to: string;
};
