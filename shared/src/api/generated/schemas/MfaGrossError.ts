// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaGrossError */
export type MfaGrossError = {
    /** @description Above the Sidak critical value and the largest statistic: check this figure */
    flagged: boolean;
    /** @description Flows with the same statistic: the error is in one of these, the test cannot tell which */
    oneOf: components["schemas"]["MfaReconciliationLink"][];
    /** @description Measurement test statistic; null when no redundant balance tests the flow */
    statistic: number | null;
};
