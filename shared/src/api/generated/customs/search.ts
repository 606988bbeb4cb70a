// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/customs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customs lines of one flow by HS code prefix and sector, paged */
        post: {
            parameters: {
                query: {
                    /** @description IMPORT or EXPORT */
                    type: "IMPORT" | "EXPORT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Code prefix */
                        hscode?: string;
                        /** @description Code prefix (same as hscode) */
                        hsCode?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A sector id, or 'NONE' for lines without a sector */
                        sector?: string;
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
                                currency: string;
                                description: string;
                                fileName: string;
                                /** @description The 6-digit code that carries the sector */
                                hs6: string;
                                /** @description 6 to 8 digits as filed */
                                hsCode: string;
                                id: string;
                                /** @description Line in the uploaded file (1 = header) */
                                lineNumber: number;
                                /** @description Null for a whole-year line */
                                month: number | null;
                                netWeightKg: number;
                                /** @description ISO 3166 alpha-3 */
                                partnerCountry: string;
                                quantity: number | null;
                                quantityUnit: string;
                                sectorId: string | null;
                                sectorName: string | null;
                                type: string;
                                uploadId: string;
                                value: number;
                                year: number;
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
  "POST /customs/search": {
    "hscode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "hsCode": {
      "maxLength": 8,
      "pattern": "^[0-9]*$"
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "sector": {
      "maxLength": 40
    }
  }
} as const;
