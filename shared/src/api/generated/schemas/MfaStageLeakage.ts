// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaStageLeakage */
export type MfaStageLeakage = {
    byFate: components["schemas"]["MfaFateKg"];
    factor: number;
    level: string | null;
    stage: string;
    /** @description kg */
    throughputKg: number;
    /** @description kg */
    totalKg: number;
};
