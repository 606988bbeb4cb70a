// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CentreQuantity */
export type CentreQuantity = {
    collectedKg: number;
    kgPerDay: {
        collected: number;
        rejected: number;
        sold: number;
    };
    materialId: string;
    rejectedKg: number;
    soldKg: number;
};
