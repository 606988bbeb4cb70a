// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** DefaultSearcher */
export type DefaultSearcher = {
    pageSize: number;
    pageSort: string;
    pageStart: number;
};
