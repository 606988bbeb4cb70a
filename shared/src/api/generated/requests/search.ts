// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/requests/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parameter-change requests and corrections by kind, status, seen, authority or recycler and day sent; paged */
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
                        /** @description Sent on or after this day (Sri Lanka time) */
                        fromDate?: string;
                        /**
                         * @description PARAMETERS: an authority's parameter-change request; CORRECTION: a request to void or replace a submitted record
                         * @enum {unknown}
                         */
                        kind?: "PARAMETERS" | "CORRECTION";
                        /** @description e.g. LG-11001 */
                        localAuthorityId?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /**
                         * @description By when it was sent; oldest (longest waiting) first by default
                         * @default ASC
                         */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A recycler's corrections, e.g. RC-DEMO-01 */
                        recyclerId?: string;
                        /** @description true: opened by an admin (status other than 0); false: unseen (status 0) */
                        seen?: boolean;
                        /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                        status?: number;
                        /** @description Sent on or before this day (Sri Lanka time) */
                        toDate?: string;
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
                            rows: components["schemas"]["AdminRequest"][];
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
  "POST /requests/search": {
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "localAuthorityId": {
      "minLength": 1,
      "maxLength": 40
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "recyclerId": {
      "minLength": 1,
      "maxLength": 40
    },
    "status": {
      "minimum": 0,
      "maximum": 3
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    }
  }
} as const;
