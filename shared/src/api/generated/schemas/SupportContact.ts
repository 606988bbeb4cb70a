// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** SupportContact */
export type SupportContact = {
    email: string | null;
    /** @description The office or person to contact, e.g. the ministry unit running the product */
    name: string | null;
    phone: string | null;
    /**
     * Format: date-time
     * @description When a super admin last set it; null: never set
     */
    updatedAt: string | null;
};
