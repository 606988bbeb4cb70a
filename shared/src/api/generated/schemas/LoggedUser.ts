// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** LoggedUser */
export type LoggedUser = {
    /** @description Role code 001..005 */
    defaultRole: string | null;
    email: string;
    firstName: string;
    id: string;
    lastName: string;
    roles: string[];
    selectedLocalAuthority: {
        /** @description MC, UC or PS */
        councilType: string;
        /** @description District name in English */
        district: string;
        id: string;
        name: string;
        /** @description Province code, e.g. western */
        province: string;
    } | null;
    selectedRecycler: {
        hotline: string;
        id: string;
        name: string;
        primaryAddress: string;
    } | null;
};
