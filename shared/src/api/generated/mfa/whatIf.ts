// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/what-if": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An authority's figures for a year with proposed parameter changes beside the current ones; nothing is saved */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        changes: {
                            /**
                             * @description One of population, generationRate, plasticShare, hardShare, defaultCollectionShare, householdBurnShare, level.collection, level.transport, level.sorting, level.disposal, level.uncollected
                             * @enum {unknown}
                             */
                            parameter: "population" | "generationRate" | "plasticShare" | "hardShare" | "defaultCollectionShare" | "householdBurnShare" | "level.collection" | "level.transport" | "level.sorting" | "level.disposal" | "level.uncollected";
                            /** @description A number, or for level.<stage> one of NONE, LOW, MEDIUM, HIGH, VERY_HIGH (or its index 0-4) */
                            value: number | ("NONE" | "LOW" | "MEDIUM" | "HIGH" | "VERY_HIGH");
                        }[];
                        /** @description Calendar year */
                        year: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current: {
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
                            };
                            scenario: {
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}

/** The limits of each request body field, by `METHOD /path` under /api/v1. */
export const requestConstraints = {
  "POST /mfa/what-if": {
    "changes": {
      "maxItems": 50
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  }
} as const;
