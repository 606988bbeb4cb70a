// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/what-if": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An authority's figures for a year with proposed parameter changes beside the current ones; nothing is saved. An authority its own; admins and super admins any (localAuthorityId) */
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
                        changes: components["schemas"]["MfaParameterChange"][];
                        /** @description Calendar year */
                        year: number;
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
                            current: components["schemas"]["MfaOutcome"];
                            /** @description Each changed parameter, its current value beside the proposed one */
                            parameters: {
                                /** @description As now: a number (shares 0-1) or a level name */
                                current: number | string;
                                parameter: string;
                                /** @description As the scenario has it, in the same form */
                                proposed: number | string;
                            }[];
                            scenario: components["schemas"]["MfaOutcome"];
                            year: number;
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
  "POST /mfa/what-if": {
    "changes": {
      "maxItems": 50
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  }
} as const;
