// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaReconciledFlow */
export type MfaReconciledFlow = {
    /** @description Node the flow leaves (households: the system boundary generation enters from) */
    from: string;
    grossError: components["schemas"]["MfaGrossError"];
    /** @description The reconciled figure: every node with flows in and out balances */
    reconciledKg: number;
    /** @description The engine's figure for the year (reported figures as reported), kg */
    reportedKg: number;
    /** @description Its standard deviation from the uncertainty rules, kg */
    reportedSdKg: number | null;
    /** @description Standard deviation of the reconciled figure, kg */
    sdKg: number | null;
    to: string;
};
