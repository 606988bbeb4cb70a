// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/recycler/save-recycler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a recycler, or edit one (with its id); super admin */
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
                        capacityTonnesPerMonth: number;
                        /** @description e.g. LK-11; the province follows */
                        districtId: string;
                        /** @description e.g. +94 11 255 0101 or 077 123 4567 */
                        hotline: string;
                        /** @description e.g. RC-DEMO-01 */
                        id?: string;
                        name: string;
                        plasticTypes: ("HARD" | "SOFT")[];
                        primaryAddress: string;
                        /** @description Registration or licence number */
                        registrationNumber: string;
                        /** @enum {unknown} */
                        status: "ACTIVE" | "SUSPENDED" | "CLOSED";
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
                        "application/json": components["schemas"]["Recycler"];
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
  "POST /recycler/save-recycler": {
    "capacityTonnesPerMonth": {
      "minimum": 0,
      "maximum": 10000000
    },
    "districtId": {
      "minLength": 1,
      "maxLength": 10
    },
    "hotline": {
      "maxLength": 20,
      "pattern": "^(\\+94|0)[ -]?[0-9]{2}[ -]?[0-9]{3}[ -]?[0-9]{4}$"
    },
    "id": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9-]+$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "plasticTypes": {
      "maxItems": 2
    },
    "primaryAddress": {
      "minLength": 1,
      "maxLength": 300
    },
    "registrationNumber": {
      "minLength": 1,
      "maxLength": 60
    }
  }
} as const;
