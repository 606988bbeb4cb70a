// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/local-authority/send-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a parameter-change request to the admins, optionally with the proposed parameter changes */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        changes?: {
                            /**
                             * @description One of population, generationRate, plasticShare, hardShare, defaultCollectionShare, householdBurnShare, level.collection, level.transport, level.sorting, level.disposal, level.uncollected
                             * @enum {unknown}
                             */
                            parameter: "population" | "generationRate" | "plasticShare" | "hardShare" | "defaultCollectionShare" | "householdBurnShare" | "level.collection" | "level.transport" | "level.sorting" | "level.disposal" | "level.uncollected";
                            /** @description A number, or for level.<stage> one of NONE, LOW, MEDIUM, HIGH, VERY_HIGH (or its index 0-4) */
                            value: number | ("NONE" | "LOW" | "MEDIUM" | "HIGH" | "VERY_HIGH");
                        }[];
                        description: string;
                        header: string;
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
  "POST /local-authority/send-request": {
    "changes": {
      "maxItems": 50
    },
    "description": {
      "minLength": 1,
      "maxLength": 5000
    },
    "header": {
      "minLength": 1,
      "maxLength": 200
    }
  }
} as const;
