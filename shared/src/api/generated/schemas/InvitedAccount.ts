// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** InvitedAccount */
export type InvitedAccount = {
    email: string;
    id: string;
    /**
     * @description The one-time link to choose a password was mailed to the account
     * @enum {boolean}
     */
    linkSent: true;
};
