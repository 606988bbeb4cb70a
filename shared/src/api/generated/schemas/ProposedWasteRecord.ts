// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** ProposedWasteRecord */
export type ProposedWasteRecord = {
    /** @description The plausibility warnings acknowledged when it was saved, fields named within the record */
    acknowledgedWarnings: components["schemas"]["PlausibilityWarning"][];
    budget: number | null;
    collectedQuantity: number;
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
    /** @description Period totals divided by days */
    kgPerDay: {
        collected: number;
        discarded: number;
        recovered: number;
        recycled: number;
        rejected: number;
    };
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
    /** @description HARD or SOFT */
    plasticType: string;
    productType: string;
    /** @description MT_PER_DAY, MT_PER_MONTH, MT_PER_YEAR or MT_TOTAL */
    quantityUnit: string;
    recoveredQuantity: number;
    recycledQuantityKg: number;
    rejectedQuantity: number;
    /** @description YYYY-MM-DD */
    startDate: string;
    /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001; a replacement adds its revision: WD-LG-11001-000001-R1 */
    wasteId: string;
};
