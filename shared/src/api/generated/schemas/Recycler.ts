// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Recycler */
export type Recycler = {
    /** @description Sign-in accounts linked to it */
    accounts: {
        email: string;
        id: string;
        name: string;
    }[];
    capacityTonnesPerMonth: number | null;
    district: {
        id: string;
        name: string;
        nameSi: string;
        nameTa: string;
    } | null;
    districtId: string | null;
    hotline: string;
    id: string;
    name: string;
    plasticTypes: string[];
    primaryAddress: string;
    province: {
        id: string;
        name: string;
        nameSi: string;
        nameTa: string;
    } | null;
    registrationNumber: string;
    /** @description ACTIVE, SUSPENDED or CLOSED */
    status: string;
};
