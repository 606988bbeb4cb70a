// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaFlow */
export type MfaFlow = {
    formula: string;
    inputs: components["schemas"]["MfaInput"][];
    /** @description kg */
    kg: number;
    source: string;
    target: string;
};
