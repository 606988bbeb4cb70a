// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/mfa-la-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An authority's plastic flows for a year, with the formula and inputs of every figure */
        get: {
            parameters: {
                query: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
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
                            /** @description True when the authority has no records for the year */
                            estimated: boolean;
                            flags: {
                                /** @description What to check */
                                check: string;
                                code: string;
                                localAuthorityId?: string;
                                message: string;
                            }[];
                            /** @description The Sankey's links; at every intermediate node kg in = kg out */
                            flows: {
                                formula: string;
                                inputs: {
                                    name: string;
                                    source: {
                                        /** @description default, entered, request or estimated */
                                        kind: string;
                                        label: string;
                                        /** @description No published source backs the figure yet */
                                        provisional: boolean;
                                        url?: string;
                                    };
                                    unit: string;
                                    value: number;
                                }[];
                                /** @description kg */
                                kg: number;
                                source: string;
                                target: string;
                            }[];
                            leakage: {
                                byFate: {
                                    /** @description kg */
                                    burning: number;
                                    /** @description kg */
                                    drains: number;
                                    /** @description kg */
                                    land: number;
                                    /** @description kg */
                                    water: number;
                                };
                                factor: number;
                                level: string | null;
                                stage: string;
                                /** @description kg */
                                throughputKg: number;
                                /** @description kg */
                                totalKg: number;
                            }[];
                            localAuthority: {
                                districtId: string;
                                districtName: string;
                                id: string;
                                name: string;
                                provinceId: string;
                                provinceName: string;
                            };
                            rates: {
                                /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                collectedShare: number;
                                /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                controlledShare: number;
                                /** @description (leaked + burned) / population */
                                leakedKgPerCapita: number;
                                population: number;
                                recycledShare: number;
                            };
                            totals: {
                                /** @description kg burned in the open */
                                burnedKg: number;
                                /** @description kg */
                                collectedKg: number;
                                /** @description kg */
                                disposedKg: number;
                                /** @description kg */
                                generatedHardKg: number;
                                /** @description kg */
                                generatedKg: number;
                                /** @description kg */
                                generatedSoftKg: number;
                                /** @description kg */
                                keptOnSiteKg: number;
                                /** @description kg leaked to land, water and drains */
                                leakedKg: number;
                                /** @description kg */
                                recoveredKg: number;
                                /** @description kg */
                                recycledKg: number;
                                /** @description kg */
                                uncollectedKg: number;
                            };
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
