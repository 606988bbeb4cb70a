// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/search-mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sankey diagram of an authority, district, province or the nation for a year */
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
                        /**
                         * @description reported (default): the engine's figures; reconciled: balanced by weighted least squares, each flow with its 95 % range as a band
                         * @enum {unknown}
                         */
                        flows?: "reported" | "reconciled";
                        /** @enum {unknown} */
                        format?: "svg" | "png";
                        /** @description LG-xxxxx, LK-xx (district) or LK-x (province); the caller's own when omitted */
                        id?: string;
                        /** @enum {unknown} */
                        lang?: "en" | "si" | "ta";
                        /** @enum {unknown} */
                        level: "LA" | "DISTRICT" | "PROVINCE" | "NATIONAL";
                        /** @description Calendar year */
                        year: number;
                    };
                };
            };
            responses: {
                /** @description image/svg+xml, or image/png with format=png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                        "image/svg+xml": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                        "image/svg+xml": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                        "image/svg+xml": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                        "image/svg+xml": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": components["schemas"]["Error"];
                        "image/svg+xml": components["schemas"]["Error"];
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
  "POST /mfa/search-mfa": {
    "id": {
      "maxLength": 20
    },
    "year": {
      "minimum": 2000,
      "maximum": 2100
    }
  }
} as const;
