// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/local-authority/view-sent-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authority's sent parameter-change requests, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
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
                        "application/json": {
                            changes: {
                                parameter: string;
                                value: number | string;
                            }[];
                            /** @description When it was sent, ISO 8601 UTC */
                            date: string;
                            description: string;
                            header: string;
                            id: string;
                            localAuthorityId: string;
                            /** @description Why an admin discarded it (status 3); null otherwise */
                            reason: string | null;
                            /** @description Whether an admin has opened it (status other than 0) */
                            seen: boolean;
                            /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                            status: number;
                            /**
                             * @description The sender's view: 0-1 pending, 2 approved, 3 rejected, else unknown
                             * @enum {unknown}
                             */
                            statusLabel: "pending" | "approved" | "rejected" | "unknown";
                        }[];
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
