// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/admin/local-authorities/{id}/waste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One authority's waste records for the super admin's /wasteData/la-view/{id} (a look-up, not acting as it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description e.g. LG-11001 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description DAILY: one day (entryDate); RANGE: startDate to endDate
                         * @enum {unknown}
                         */
                        frequencyType?: "DAILY" | "RANGE";
                        /** @description Records whose period ends on or after this day */
                        fromDate?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @enum {unknown} */
                        plasticType?: "HARD" | "SOFT";
                        /** @description Records whose period starts on or before this day */
                        toDate?: string;
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
                            rows: {
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
                            }[];
                            /** @description Matches over all pages */
                            total: number;
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
  "POST /admin/local-authorities/{id}/waste": {
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  }
} as const;
