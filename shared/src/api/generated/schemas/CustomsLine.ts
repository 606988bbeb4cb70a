// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CustomsLine */
export type CustomsLine = {
    currency: string;
    description: string;
    fileName: string;
    /** @description The 6-digit code that carries the sector */
    hs6: string;
    /** @description 6 to 8 digits as filed */
    hsCode: string;
    id: string;
    /** @description Line in the uploaded file (1 = header) */
    lineNumber: number;
    /** @description Null for a whole-year line */
    month: number | null;
    /** @description Null: not reported (unknown; ADR 0222) */
    netWeightKg: number | null;
    /** @description ISO 3166 alpha-3 */
    partnerCountry: string;
    quantity: number | null;
    quantityUnit: string;
    sectorId: string | null;
    sectorName: string | null;
    type: string;
    uploadId: string;
    value: number;
    year: number;
};
