// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/loggers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit entries matching the filters as CSV (newest first, at most 50 000 rows), times in Sri Lanka time (UTC+05:30, said in the header); cells are formula-safe */
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
                        /** @description The authority acted for, e.g. LG-11001 */
                        actingLocalAuthorityId?: string;
                        /** @description e.g. create, update, sign-in */
                        action?: string;
                        /** @description e.g. user, la_waste_record */
                        entity?: string;
                        /** @description Entries on or after this day (Sri Lanka time) */
                        fromDate?: string;
                        /** @description Entries on or before this day (Sri Lanka time) */
                        toDate?: string;
                        /**
                         * Format: uuid
                         * @description Who did it
                         */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description text/csv; charset=utf-8 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
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
  "POST /loggers/export": {
    "actingLocalAuthorityId": {
      "minLength": 1,
      "maxLength": 40
    },
    "action": {
      "minLength": 1,
      "maxLength": 40
    },
    "entity": {
      "minLength": 1,
      "maxLength": 40
    },
    "fromDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "userId": {
      "format": "uuid"
    }
  }
} as const;
