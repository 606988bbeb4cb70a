// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/mfa-national-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The nation's plastic flows for a year: sums of every authority, per province, SDG 11.6.1 sub-indicators */
        get: {
            parameters: {
                query: {
                    /** @description Calendar year */
                    year: number;
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
                            authorities: number;
                            authoritiesWithData: number;
                            estimatedAuthorityIds: string[];
                            flags: components["schemas"]["MfaFlag"][];
                            /** @description The Sankey's links; at every intermediate node kg in = kg out */
                            flows: components["schemas"]["MfaFlow"][];
                            leakage: components["schemas"]["MfaStageLeakage"][];
                            provinces: {
                                authorities: number;
                                authoritiesWithData: number;
                                code: string;
                                id: string;
                                name: string;
                                rates: components["schemas"]["MfaRates"];
                                totals: components["schemas"]["MfaTotals"];
                            }[];
                            rates: components["schemas"]["MfaRates"];
                            totals: components["schemas"]["MfaTotals"];
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
