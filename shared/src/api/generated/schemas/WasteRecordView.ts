// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** WasteRecordView */
export type WasteRecordView = {
    /** @description The plausibility warnings acknowledged when it was saved, fields named within the record */
    acknowledgedWarnings: components["schemas"]["PlausibilityWarning"][];
    budget: number | null;
    collectedQuantity: number;
    /** @description ISO 8601, UTC */
    createdAt: string;
    createdBy: {
        id: string | null;
        /** @description '' when the user is deleted */
        name: string;
    };
    days: number;
    description: string;
    destination: string;
    discardedQuantity: number;
    /** @description YYYY-MM-DD */
    endDate: string;
    /** @description The day of a DAILY record; null for RANGE */
    entryDate: string | null;
    /** @description DAILY or RANGE */
    frequencyType: string;
    id: string;
    /** @description Period totals divided by days */
    kgPerDay: {
        collected: number;
        discarded: number;
        recovered: number;
        recycled: number;
        rejected: number;
    };
    localAuthority: components["schemas"]["LocalAuthorityInfo"];
    localAuthorityId: string;
    /** @description Total municipal solid waste (all materials) collected in the period, in kg; null when not reported */
    mswCollectedKg: number | null;
    /** @description Period totals in kg */
    normalisedKg: {
        collected: number;
        discarded: number;
        recovered: number;
        recycled: number;
        rejected: number;
    };
    /** @description A correction of the record waiting for an admin */
    pendingCorrection: {
        id: string;
    } | null;
    /** @description HARD or SOFT */
    plasticType: string;
    productType: string;
    /** @description MT_PER_DAY, MT_PER_MONTH, MT_PER_YEAR or MT_TOTAL */
    quantityUnit: string;
    recoveredQuantity: number;
    recycledQuantityKg: number;
    rejectedQuantity: number;
    replacedBy: components["schemas"]["RecordLink"] | null;
    replaces: components["schemas"]["RecordLink"] | null;
    /** @description YYYY-MM-DD */
    startDate: string;
    /**
     * @description CURRENT: counted in every figure; VOIDED or SUPERSEDED by a completed correction: kept for the record, counted nowhere
     * @enum {unknown}
     */
    status: "CURRENT" | "VOIDED" | "SUPERSEDED";
    /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001; a replacement adds its revision: WD-LG-11001-000001-R1 */
    wasteId: string;
};
