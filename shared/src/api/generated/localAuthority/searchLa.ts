// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/local-authority/search-la": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Local authorities by name, province, district, council type or id; sorted by name, paged */
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
                        /** @description Local authority ids, e.g. LG-11001 */
                        authorityIds?: string[];
                        /** @description MC, UC or PS */
                        councilTypeIds?: string[];
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
                                /** @description MC, UC or PS */
                                councilType: string;
                                /** @description District name in English */
                                district: string;
                                districtId: string;
                                id: string;
                                name: string;
                                /** @description In Sinhala; null only before the seed has written it */
                                nameSi: string | null;
                                /** @description In Tamil; null only before the seed has written it */
                                nameTa: string | null;
                                /** @description Spec province value, e.g. western */
                                province: string;
                                /** @description Province name in English */
                                provinceName: string;
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
  "POST /local-authority/search-la": {
    "authorityIds": {
      "maxItems": 1000
    },
    "councilTypeIds": {
      "maxItems": 1000
    },
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
