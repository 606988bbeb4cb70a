// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaLaSummary */
export type MfaLaSummary = {
    /** @description True when the authority has no records for the year */
    estimated: boolean;
    flags: components["schemas"]["MfaFlag"][];
    /** @description The Sankey's links; at every intermediate node kg in = kg out */
    flows: components["schemas"]["MfaFlow"][];
    leakage: components["schemas"]["MfaStageLeakage"][];
    localAuthority: {
        districtId: string;
        districtName: string;
        id: string;
        name: string;
        provinceId: string;
        provinceName: string;
    };
    rates: components["schemas"]["MfaRates"];
    reported: components["schemas"]["MfaReportedYear"] | null;
    totals: components["schemas"]["MfaTotals"];
    year: number;
};
