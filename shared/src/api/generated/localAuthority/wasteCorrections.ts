// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/local-authority/waste-corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the admins to void a waste record of the authority or replace it (the correction waits in Requests); 409 CORRECTION_PENDING or RECORD_NOT_CURRENT, 422 IMPLAUSIBLE_QUANTITY while a warning of the replacement is not acknowledged */
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
                    "application/json": components["schemas"]["WasteCorrectionBody"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CorrectionCreated"];
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
  "POST /local-authority/waste-corrections": {
    "reason": {
      "minLength": 1,
      "maxLength": 2000
    },
    "recordId": {
      "minLength": 1,
      "maxLength": 64
    },
    "replacement.acknowledgedWarnings": {
      "maxItems": 2
    },
    "replacement.budget": {
      "minimum": 0,
      "maximum": 10000000000000
    },
    "replacement.collectedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "replacement.description": {
      "maxLength": 2000
    },
    "replacement.destination": {
      "maxLength": 200
    },
    "replacement.discardedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "replacement.endDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "replacement.entryDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "replacement.mswCollectedKg": {
      "minimum": 0,
      "maximum": 1000000000000
    },
    "replacement.productType": {
      "maxLength": 200
    },
    "replacement.recoveredQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "replacement.recycledQuantityKg": {
      "minimum": 0,
      "maximum": 1000000000000
    },
    "replacement.rejectedQuantity": {
      "minimum": 0,
      "maximum": 1000000000
    },
    "replacement.startDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  }
} as const;
