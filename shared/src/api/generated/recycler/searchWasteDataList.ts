// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/recycler/search-waste-data-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recycler's returns by year and plastic type; sorted by month, paged */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
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
                        year?: number;
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
                                /** @description The plausibility warnings acknowledged when it was saved, fields named within the record */
                                acknowledgedWarnings: components["schemas"]["PlausibilityWarning"][];
                                closingStockKg: number;
                                /** @description ISO 8601, UTC */
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    /** @description '' when the user is deleted */
                                    name: string;
                                };
                                id: string;
                                intakeKg: number;
                                /** @description YYYY-MM */
                                month: string;
                                openingStockKg: number;
                                outputKg: number;
                                /** @description HARD or SOFT */
                                plasticType: string;
                                recyclerId: string;
                                recyclerName: string;
                                rejectedKg: number;
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
  "POST /recycler/search-waste-data-list": {
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  }
} as const;
