// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** MfaTotals */
export type MfaTotals = {
    /** @description kg burned in the open */
    burnedKg: number;
    /** @description kg */
    collectedKg: number;
    /** @description kg */
    disposedKg: number;
    /** @description kg */
    generatedHardKg: number;
    /** @description kg */
    generatedKg: number;
    /** @description kg */
    generatedSoftKg: number;
    /** @description kg */
    keptOnSiteKg: number;
    /** @description kg leaked to land, water and drains */
    leakedKg: number;
    /** @description kg */
    recoveredKg: number;
    /** @description kg */
    recycledKg: number;
    /** @description kg */
    uncollectedKg: number;
};
