// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** MfaInput */
export type MfaInput = {
    name: string;
    source: components["schemas"]["MfaProvenance"];
    unit: string;
    value: number;
};
