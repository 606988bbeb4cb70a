// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** CentreEntryView */
export type CentreEntryView = {
    /** @description The plausibility warnings acknowledged when it was saved, fields named within the record */
    acknowledgedWarnings: components["schemas"]["PlausibilityWarning"][];
    centreName: string;
    /** @description ISO 8601, UTC */
    createdAt: string;
    createdBy: {
        id: string | null;
        /** @description '' when the user is deleted */
        name: string;
    };
    days: number;
    endDate: string;
    entryDate: string | null;
    frequencyType: string;
    id: string;
    localAuthority: components["schemas"]["LocalAuthorityInfo"];
    localAuthorityId: string;
    /** @description A correction of the record waiting for an admin */
    pendingCorrection: {
        id: string;
    } | null;
    quantities: components["schemas"]["CentreQuantity"][];
    replacedBy: components["schemas"]["RecordLink"] | null;
    replaces: components["schemas"]["RecordLink"] | null;
    sampathPiyasaId: string;
    startDate: string;
    /**
     * @description CURRENT: counted in every figure; VOIDED or SUPERSEDED by a completed correction: kept for the record, counted nowhere
     * @enum {unknown}
     */
    status: "CURRENT" | "VOIDED" | "SUPERSEDED";
    totals: {
        collectedKg: number;
        rejectedKg: number;
        soldKg: number;
    };
    typeOfCollectionId: string;
};
