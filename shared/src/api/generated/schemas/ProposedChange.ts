// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** ProposedChange */
export type ProposedChange = {
    parameter: string;
    value: number | string;
};
