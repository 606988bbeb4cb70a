// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/customs-log/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every uploaded customs file by upload time, with its status and error */
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
                        fileName?: string;
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
                        status?: "PENDING" | "COMPLETED" | "FAILED" | "WITHDRAWN";
                        /** @enum {unknown} */
                        type?: "IMPORT" | "EXPORT";
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
                            rows: components["schemas"]["CustomsUpload"][];
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
  "POST /customs-log/search": {
    "fileName": {
      "maxLength": 255
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    }
  }
} as const;
