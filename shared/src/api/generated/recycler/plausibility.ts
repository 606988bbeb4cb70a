// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/recycler/plausibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The plausibility warnings of a return the form is about to save (the save's body); saves nothing */
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlausibilityAnswer"];
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
  "POST /recycler/plausibility": {
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
