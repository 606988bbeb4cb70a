// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/recycler/national-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All recyclers' monthly totals beside this recycler's own (10 years at most) */
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
                    "application/json": components["schemas"]["RecyclerGraphBody"];
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
                            fromYear: number;
                            months: {
                                /** @description All recyclers */
                                intakeKg: number;
                                /** @description YYYY-MM */
                                month: string;
                                outputKg: number;
                                /** @description This recycler's own; never another's */
                                ownIntakeKg: number;
                                ownOutputKg: number;
                                /** @description Recyclers with a return that month */
                                recyclers: number;
                                rejectedKg: number;
                            }[];
                            toYear: number;
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
  "POST /recycler/national-graph": {
    "fromYear": {
      "minimum": 2000,
      "maximum": 2100
    },
    "toYear": {
      "minimum": 2000,
      "maximum": 2100
    }
  }
} as const;
