// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/recycler/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recyclers by name, province, district or status; sorted by name, paged */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description District ids, e.g. LK-11 */
                        districtIds?: string[];
                        /** @description Case-insensitive part of the name */
                        name?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description Province ids, e.g. LK-1 */
                        provinceIds?: string[];
                        /** @enum {unknown} */
                        status?: "ACTIVE" | "SUSPENDED" | "CLOSED";
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
                                district: {
                                    id: string;
                                    name: string;
                                    nameSi: string;
                                    nameTa: string;
                                } | null;
                                hotline: string;
                                id: string;
                                /** @description YYYY-MM of the latest return */
                                lastReturnMonth: string | null;
                                name: string;
                                primaryAddress: string;
                                /** @description ACTIVE, SUSPENDED or CLOSED */
                                status: string;
                                /** @description Intake of this year in Sri Lanka, kg */
                                thisYearIntakeKg: number;
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
  "POST /recycler/search": {
    "districtIds": {
      "maxItems": 1000
    },
    "name": {
      "maxLength": 200
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "provinceIds": {
      "maxItems": 1000
    }
  }
} as const;
