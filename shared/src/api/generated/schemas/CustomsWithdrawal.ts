// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CustomsWithdrawal */
export type CustomsWithdrawal = {
    reason: string;
    /** @enum {string} */
    status: "WITHDRAWN";
    withdrawnAt: string;
};
