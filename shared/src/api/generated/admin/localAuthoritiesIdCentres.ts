// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/admin/local-authorities/{id}/centres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One authority's Sampath Piyasa centres for the super admin's /wasteData/la-view/{id} (a look-up, not acting as it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description e.g. LG-11001 */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Default true: the list shows deactivated centres too */
                        includeInactive?: boolean;
                        isMaterialRecoveryFacility?: boolean;
                        isRecyclingFacility?: boolean;
                        /** @description Case-insensitive part of the name */
                        name?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
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
                            rows: {
                                /** @description All materials, this year in Sri Lanka, each entry spread over its days */
                                collectedKgThisYear: number;
                                description: string;
                                id: string;
                                /** @description False: kept for history, hidden from data entry */
                                isActive: boolean;
                                isMaterialRecoveryFacility: boolean;
                                isRecyclingFacility: boolean;
                                /** @description End of the latest period entered, YYYY-MM-DD */
                                lastEntryDate: string | null;
                                latitude: number | null;
                                localAuthorityId: string;
                                location: string;
                                longitude: number | null;
                                name: string;
                            }[];
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
  "POST /admin/local-authorities/{id}/centres": {
    "name": {
      "maxLength": 200
    },
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    }
  }
} as const;
