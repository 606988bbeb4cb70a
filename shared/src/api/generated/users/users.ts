// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with roles (and the local authority or recycler they act for); super admin only. No password is given: the account holder is mailed a one-time link (valid 3 days) to choose one */
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
                        defaultRole: components["schemas"]["RoleCode"];
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @description e.g. LG-11001 */
                        localAuthorityId?: string;
                        /** @description Whom the person works for (a local authority, recycler, ministry or department), as they write it */
                        organisation?: string;
                        phone?: string;
                        /** @description e.g. RC-DEMO-01 */
                        recyclerId?: string;
                        roles: components["schemas"]["RoleCode"][];
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
                        "application/json": components["schemas"]["InvitedAccount"];
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
  "POST /users": {
    "email": {
      "maxLength": 254,
      "format": "email"
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 50
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 50
    },
    "localAuthorityId": {
      "pattern": "^LG-[0-9]{5}$"
    },
    "organisation": {
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "phone": {
      "minLength": 7,
      "maxLength": 20,
      "pattern": "^[0-9 +-]+$"
    },
    "recyclerId": {
      "minLength": 1,
      "maxLength": 40
    }
  }
} as const;
