// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/local-authority/waste-view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One waste record with its authority; only within the caller's scope */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path: {
                    /** @description The record's id, or its waste ID (WD-LG-11001-000001) */
                    id: string;
                };
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
                            budget: number | null;
                            collectedQuantity: number;
                            /** @description ISO 8601, UTC */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                /** @description '' when the user is deleted */
                                name: string;
                            };
                            days: number;
                            description: string;
                            destination: string;
                            discardedQuantity: number;
                            /** @description YYYY-MM-DD */
                            endDate: string;
                            /** @description The day of a DAILY record; null for RANGE */
                            entryDate: string | null;
                            /** @description DAILY or RANGE */
                            frequencyType: string;
                            id: string;
                            /** @description Period totals divided by days */
                            kgPerDay: {
                                collected: number;
                                discarded: number;
                                recovered: number;
                                recycled: number;
                                rejected: number;
                            };
                            localAuthority: components["schemas"]["LocalAuthorityInfo"];
                            localAuthorityId: string;
                            /** @description Period totals in kg */
                            normalisedKg: {
                                collected: number;
                                discarded: number;
                                recovered: number;
                                recycled: number;
                                rejected: number;
                            };
                            /** @description HARD or SOFT */
                            plasticType: string;
                            productType: string;
                            /** @description MT_PER_DAY, MT_PER_MONTH or MT_PER_YEAR */
                            quantityUnit: string;
                            recoveredQuantity: number;
                            recycledQuantityKg: number;
                            rejectedQuantity: number;
                            /** @description YYYY-MM-DD */
                            startDate: string;
                            /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001 */
                            wasteId: string;
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
