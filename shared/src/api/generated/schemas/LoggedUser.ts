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
        /** @description In Sinhala (its council type translated at least, ADR 0152); null only before the seed has written it */
        nameSi: string | null;
        /** @description In Tamil (its council type translated at least, ADR 0152); null only before the seed has written it */
        nameTa: string | null;
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
