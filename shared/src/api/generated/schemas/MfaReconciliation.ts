// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaReconciliation */
export type MfaReconciliation = {
    /** @description Authorities summed */
    authorities: number;
    balancedNodes: string[];
    /** @description Global test statistic */
    chiSquare: number;
    /** @description Sidak critical value of the gross-error test (5 %) */
    critical: number | null;
    /** @description Redundant balances; 0: not over-determined, nothing to reconcile */
    degreesOfFreedom: number;
    flows: components["schemas"]["MfaReconciledFlow"][];
    id: string | null;
    level: string;
    overDetermined: boolean;
    /** @description P(chi-square >= statistic); null when not over-determined */
    pValue: number | null;
    /** @description The uncertainty rule version used, per kind */
    rulesVersions: {
        [key: string]: number;
    };
    year: number;
};
