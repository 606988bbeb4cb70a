// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Sector */
export type Sector = {
    id: string;
    /** @description English; the client translates by id */
    name: string;
    source: string;
};
