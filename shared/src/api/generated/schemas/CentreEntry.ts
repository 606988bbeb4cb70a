// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** CentreEntry */
export type CentreEntry = {
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
    localAuthorityId: string;
    quantities: components["schemas"]["CentreQuantity"][];
    sampathPiyasaId: string;
    startDate: string;
    totals: {
        collectedKg: number;
        rejectedKg: number;
        soldKg: number;
    };
    typeOfCollectionId: string;
};
