// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's unread notifications (its authority's or recycler's, or the one a super admin acts as), newest first, at most 50 */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
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
                            rows: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description The request's header */
                                header: string;
                                id: string;
                                /**
                                 * @description request-approved / request-rejected: an admin completed or discarded a parameter-change request; correction-approved / correction-rejected: a correction
                                 * @enum {unknown}
                                 */
                                kind: "request-approved" | "request-rejected" | "correction-approved" | "correction-rejected";
                                /** @description The authority it is for; null when it is a recycler's */
                                localAuthorityId: string | null;
                                /** @description Why it was rejected; null when approved */
                                reason: string | null;
                                /** @description The recycler it is for; null when it is an authority's */
                                recyclerId: string | null;
                                /** @description The parameter-change request or correction answered */
                                requestId: string | null;
                            }[];
                            /** @description All unread, also beyond the 50 listed */
                            unread: number;
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
