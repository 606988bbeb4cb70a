// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/local-authority/insert/la-waste-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record plastic waste of a day or a period (at most 366 days) for one plastic type; 422 IMPLAUSIBLE_QUANTITY while a plausibility warning is not acknowledged */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WasteBody"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WasteRecord"];
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
  "POST /local-authority/insert/la-waste-data": {
    "acknowledgedWarnings": {
      "maxItems": 2
    },
    "budget": {
      "minimum": 0,
      "maximum": 10000000000000
    },
    "collectedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "description": {
      "maxLength": 2000
    },
    "destination": {
      "maxLength": 200
    },
    "discardedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "endDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "entryDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "mswCollectedKg": {
      "minimum": 0,
      "maximum": 1000000000000
    },
    "productType": {
      "maxLength": 200
    },
    "recoveredQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "recycledQuantityKg": {
      "minimum": 0,
      "maximum": 1000000000000
    },
    "rejectedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "startDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  }
} as const;
