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
    province: {
        code: string;
        id: string;
        name: string;
        nameSi: string;
        nameTa: string;
    };
};
