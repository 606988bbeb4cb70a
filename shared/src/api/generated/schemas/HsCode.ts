// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** HsCode */
export type HsCode = {
    chapter: string;
    /** @description The HS version (H0 to H6) of the UN Comtrade file that brought a code HS2022 lacks; null otherwise */
    classification: string | null;
    description: string;
    heading: string | null;
    hsCode: string;
    /** @description The code itself */
    id: string;
    /** @description False for a code seen in a file that HS2022 lacks */
    inNomenclature: boolean;
    level: number;
    /** @description Customs lines under this code */
    lineCount: number;
    sectorId: string | null;
    sectorName: string | null;
};
