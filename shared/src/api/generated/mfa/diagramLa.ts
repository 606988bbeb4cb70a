// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/diagram-la": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sankey diagram of an authority for a year, drawn by the server */
        get: {
            parameters: {
                query: {
                    /** @description reported (default): the engine's figures; reconciled: balanced by weighted least squares, each flow with its 95 % range as a band */
                    flows?: "reported" | "reconciled";
                    /** @description svg (default) or png */
                    format?: "svg" | "png";
                    /** @description Language of the labels; en by default */
                    lang?: "en" | "si" | "ta";
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                    /** @description Calendar year */
                    year: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
