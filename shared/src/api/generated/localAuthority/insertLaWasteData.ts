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
        /** Record plastic waste of a day or a period (at most 366 days) for one plastic type */
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
                    "application/json": {
                        budget?: number;
                        collectedQuantity: number;
                        description?: string;
                        destination?: string;
                        discardedQuantity: number;
                        /** @description Last day of a RANGE record */
                        endDate?: string;
                        /** @description The day of a DAILY record */
                        entryDate?: string;
                        /**
                         * @description DAILY: one day (entryDate); RANGE: startDate to endDate
                         * @enum {unknown}
                         */
                        frequencyType: "DAILY" | "RANGE";
                        /** @enum {unknown} */
                        plasticType: "HARD" | "SOFT";
                        productType?: string;
                        /**
                         * @description Metric tonnes per day, month or year
                         * @enum {unknown}
                         */
                        quantityUnit: "MT_PER_DAY" | "MT_PER_MONTH" | "MT_PER_YEAR";
                        recoveredQuantity: number;
                        /** @description Total of the period, in kg */
                        recycledQuantityKg: number;
                        rejectedQuantity: number;
                        /** @description First day of a RANGE record */
                        startDate?: string;
                    };
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
