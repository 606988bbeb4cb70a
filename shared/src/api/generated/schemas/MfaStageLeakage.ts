// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaStageLeakage */
export type MfaStageLeakage = {
    byFate: components["schemas"]["MfaFateKg"];
    factor: number;
    /** @description kg the stage leaks at the level above its own */
    highKg: number;
    level: string | null;
    /** @description kg the stage leaks at the level below its own (the WFD's results swing with the level) */
    lowKg: number;
    stage: string;
    /** @description kg */
    throughputKg: number;
    /** @description kg */
    totalKg: number;
};
