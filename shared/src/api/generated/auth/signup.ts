// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with no role yet (an administrator grants roles later). Answers the same whether or not the email has an account; its owner is told by mail which it was */
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
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @description Whom the person works for (a local authority, recycler, ministry or department), as they write it */
                        organisation: string;
                        password: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
                429: {
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
  "POST /auth/signup": {
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
    "organisation": {
      "minLength": 1,
      "maxLength": 120,
      "pattern": "\\S"
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    },
    "phone": {
      "minLength": 7,
      "maxLength": 20,
      "pattern": "^[0-9 +-]+$"
    }
  }
} as const;
