// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/get-mfa-data-inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An authority's MFA inputs for a year: parameters with their sources, the year's records summed, and flags */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                    /** @description Calendar year */
                    year?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flags: components["schemas"]["MfaFlag"][];
                            flows: components["schemas"]["MfaFlow"][];
                            localAuthority: {
                                id: string;
                                name: string;
                            };
                            parameters: {
                                key: string;
                                source: components["schemas"]["MfaProvenance"];
                                unit: string;
                                value: number;
                            }[];
                            reported: {
                                /** @description kg */
                                collectedKg: number;
                                coveredDays: number;
                                days: number;
                                /** @description kg */
                                discardedKg: number;
                                records: number;
                                /** @description kg */
                                recoveredKg: number;
                                /** @description kg */
                                recycledKg: number;
                                /** @description kg */
                                rejectedKg: number;
                            } | null;
                            year: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
