// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/customs/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The searched customs lines as CSV or XLSX, streamed (text cells that start with = + - @ are neutralised); one download at a time per user */
        post: {
            parameters: {
                query: {
                    format: "csv" | "xlsx";
                    /** @description IMPORT or EXPORT */
                    type: "IMPORT" | "EXPORT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomsLinesSearcher"];
                };
            };
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
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
                429: {
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
  "POST /customs/download": {
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
