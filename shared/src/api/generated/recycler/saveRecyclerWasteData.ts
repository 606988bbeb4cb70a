// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/recycler/save-recycler-waste-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A recycler's monthly return for one plastic type; it must balance (opening + intake = output + rejected + closing); 422 IMPLAUSIBLE_QUANTITY while a plausibility warning is not acknowledged */
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
                    "application/json": components["schemas"]["RecyclerReturnBody"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecyclerReturnView"];
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
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImplausibleQuantity"];
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
  "POST /recycler/save-recycler-waste-data": {
    "acknowledgedWarnings": {
      "maxItems": 2
    },
    "closingStockKg": {
      "minimum": 0,
      "maximum": 10000000000
    },
    "intake": {
      "maxItems": 50
    },
    "month": {
      "pattern": "^[0-9]{4}-[0-9]{2}$"
    },
    "openingStockKg": {
      "minimum": 0,
      "maximum": 10000000000
    },
    "output": {
      "maxItems": 50
    },
    "rejected": {
      "maxItems": 50
    }
  }
} as const;
