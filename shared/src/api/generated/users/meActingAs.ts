// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/users/me/acting-as": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A super admin switches whom they act as (a local authority, a recycler, or themselves again): recorded in the audit log as switch-role. The switch itself is the browser's; this call only records it */
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
                        /** @description e.g. LG-11001 */
                        localAuthorityId?: string;
                        /** @description e.g. RC-DEMO-01 */
                        recyclerId?: string;
                        /**
                         * @description 005 themselves, 003 an authority, 004 a recycler
                         * @enum {unknown}
                         */
                        role: "005" | "003" | "004";
                    };
                };
            };
            responses: {
                /** @description Recorded */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
  "POST /users/me/acting-as": {
    "localAuthorityId": {
      "pattern": "^LG-[0-9]{5}$"
    },
    "recyclerId": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[A-Za-z0-9-]+$"
    }
  }
} as const;
