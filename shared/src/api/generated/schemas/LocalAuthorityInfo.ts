// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** LocalAuthorityInfo */
export type LocalAuthorityInfo = {
    code: string;
    councilType: {
        code: string;
        name: string;
    };
    district: {
        id: string;
        name: string;
        nameSi: string;
        nameTa: string;
    };
    id: string;
    name: string;
    /** @description In Sinhala; null only before the seed has written it */
    nameSi: string | null;
    /** @description In Tamil; null only before the seed has written it */
    nameTa: string | null;
    /** @description How nameSi and nameTa were made: council_type_only = the English place name with the council type in Sinhala or Tamil (no licensed source translates the names yet); full = translated */
    nameTranslation: "council_type_only" | "full";
    province: {
        code: string;
        id: string;
        name: string;
        nameSi: string;
        nameTa: string;
    };
};
