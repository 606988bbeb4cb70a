// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Account */
export type Account = {
    /** Format: date-time */
    createdAt: string;
    defaultRole: string | null;
    disabled: boolean;
    email: string;
    firstName: string;
    id: string;
    /**
     * Format: date-time
     * @description The newest audit entry the account made
     */
    lastActivityAt: string | null;
    lastName: string;
    /**
     * Format: date-time
     * @description When it last uploaded a customs file
     */
    lastUploadAt: string | null;
    localAuthorityId: string | null;
    localAuthorityName: string | null;
    /** @description The authority's Sinhala name (its council type translated at least, ADR 0152) */
    localAuthorityNameSi: string | null;
    /** @description The authority's Tamil name (its council type translated at least, ADR 0152) */
    localAuthorityNameTa: string | null;
    /** @description Whom the person works for, as written at sign-up */
    organisation: string | null;
    recyclerId: string | null;
    recyclerName: string | null;
    roles: string[];
    /** @description Customs files the account uploaded (the /customs list) */
    uploads: number;
};
