// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaFateKg */
export type MfaFateKg = {
    /** @description kg */
    burning: number;
    /** @description kg */
    drains: number;
    /** @description kg */
    land: number;
    /** @description kg */
    water: number;
};
