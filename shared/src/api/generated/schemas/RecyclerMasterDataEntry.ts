// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** RecyclerMasterDataEntry */
export type RecyclerMasterDataEntry = {
    id: string;
    /** @description The English name (required) */
    name: string;
    /** @description The Sinhala name; null: show the English one */
    nameSi: string | null;
    /** @description The Tamil name; null: show the English one */
    nameTa: string | null;
    /** @description A seeded default without a published source */
    provisional: boolean;
    /** @description Kept on old returns, not offered for new ones */
    retired: boolean;
};
