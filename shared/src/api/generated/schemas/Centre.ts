// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Centre */
export type Centre = {
    /** @description All materials, this year in Sri Lanka, each entry spread over its days */
    collectedKgThisYear: number;
    description: string;
    id: string;
    /** @description False: kept for history, hidden from data entry */
    isActive: boolean;
    isMaterialRecoveryFacility: boolean;
    isRecyclingFacility: boolean;
    /** @description End of the latest period entered, YYYY-MM-DD */
    lastEntryDate: string | null;
    latitude: number | null;
    localAuthorityId: string;
    location: string;
    longitude: number | null;
    name: string;
};
