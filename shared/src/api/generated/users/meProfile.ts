// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/users/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
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
            };
        };
        /** Replace the signed-in user's profile. A new email needs `currentPassword` and counts only once the link mailed to it is followed */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio: string;
                        /** @description Required when the email changes */
                        currentPassword?: string;
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        phone: string;
                        socialLinks: {
                            /** @description Empty or an http(s) URL */
                            facebook: string;
                            /** @description Empty or an http(s) URL */
                            instagram: string;
                            /** @description Empty or an http(s) URL */
                            linkedin: string;
                            /** @description Empty or an http(s) URL */
                            x: string;
                        };
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
                        "application/json": components["schemas"]["Profile"];
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}

/** The limits of each request body field, by `METHOD /path` under /api/v1. */
export const requestConstraints = {
  "PUT /users/me/profile": {
    "bio": {
      "maxLength": 500
    },
    "currentPassword": {
      "minLength": 1,
      "maxLength": 1024
    },
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
    "phone": {
      "minLength": 7,
      "maxLength": 20,
      "pattern": "^[0-9 +-]+$"
    },
    "socialLinks.facebook": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    },
    "socialLinks.instagram": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    },
    "socialLinks.linkedin": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    },
    "socialLinks.x": {
      "maxLength": 200,
      "pattern": "^(https?://[^\\s]+)?$"
    }
  }
} as const;
