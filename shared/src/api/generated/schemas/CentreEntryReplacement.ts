// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CentreEntryReplacement */
export type CentreEntryReplacement = {
    /** @description Codes of the plausibility warnings the author stands by; a warning whose code is missing answers 422 */
    acknowledgedWarnings?: ("ABOVE_ESTIMATE" | "OUTSIDE_HISTORY")[];
    /** @description Last day of a RANGE entry */
    endDate?: string;
    /** @description The day of a DAILY entry */
    entryDate?: string;
    /**
     * @description DAILY: one day (entryDate); RANGE: startDate to endDate
     * @enum {unknown}
     */
    frequencyType: "DAILY" | "RANGE";
    quantities: {
        /** @description Kg for the whole period */
        collectedKg: number;
        /**
         * @description From init-waste-form materials
         * @enum {unknown}
         */
        materialId: "PET_HARD" | "PET_SOFT" | "HDPE_HARD" | "HDPE_SOFT" | "LDPE_HARD" | "LDPE_SOFT" | "PP_HARD" | "PP_SOFT" | "PS_HARD" | "PS_SOFT" | "PVC_HARD" | "PVC_SOFT" | "OTHER_PLASTIC_HARD" | "OTHER_PLASTIC_SOFT" | "PAPER" | "GLASS" | "METAL";
        /** @description Rejected */
        rejectedKg: number;
        /** @description Sold or handed to recyclers */
        soldKg: number;
    }[];
    /**
     * Format: uuid
     * @description The centre's id
     */
    sampathPiyasaId: string;
    /** @description First day of a RANGE entry */
    startDate?: string;
    /**
     * @description From init-waste-form typesOfCollection
     * @enum {unknown}
     */
    typeOfCollectionId: "BROUGHT_BY_PUBLIC" | "DOOR_TO_DOOR" | "FROM_INSTITUTIONS";
};
