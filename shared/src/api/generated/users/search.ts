// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accounts by name or email, role, no role yet (sign-ups waiting) or disabled; sorted by name, paged */
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
                        disabled?: boolean;
                        /** @description Case-insensitive part of the name or email */
                        name?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        role?: components["schemas"]["RoleCode"];
                        /** @description Only accounts that signed up, confirmed their email and hold no role yet (the queue) */
                        withoutRole?: boolean;
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
                            rows: components["schemas"]["Account"][];
                            /** @description Matches over all pages */
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
  "POST /users/search": {
    "name": {
      "maxLength": 200
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
