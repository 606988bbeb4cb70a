// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaFlag */
export type MfaFlag = {
    /** @description What to check */
    check: string;
    code: string;
    localAuthorityId?: string;
    message: string;
};
