// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/leakage-parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An authority's leakage level per stage with what each level looks like, the factor table and the year's leakage per stage and fate */
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
                            /** @description True for a super admin */
                            canEdit: boolean;
                            levels: {
                                description: string;
                                factor: number;
                                level: string;
                                source: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
                            }[];
                            stages: {
                                description: string;
                                fateSplit: {
                                    /** @description kg */
                                    burning: number;
                                    /** @description kg */
                                    drains: number;
                                    /** @description kg */
                                    land: number;
                                    /** @description kg */
                                    water: number;
                                };
                                fateSplitSource: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
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
                                };
                                level: string;
                                source: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
                                stage: string;
                            }[];
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
        /** Set an authority's MFA parameters and leakage levels (localAuthorityId), or the national values (none); super admin */
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
                        note?: string;
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
                            saved: number;
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
  "POST /mfa/leakage-parameters": {
    "changes": {
      "maxItems": 50
    },
    "note": {
      "maxLength": 500
    }
  }
} as const;
