// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaProvenance */
export type MfaProvenance = {
    /** @description default, entered, request or estimated */
    kind: string;
    label: string;
    /** @description No published source backs the figure yet */
    provisional: boolean;
    url?: string;
};
