// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/loggers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit log by who, acting authority, action, entity and date; newest first unless pageSort is ASC, paged */
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
                        /** @default 25 */
                        pageSize?: number;
                        /**
                         * @description By when the entry was written; newest first by default
                         * @default DESC
                         */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                actingLocalAuthorityId: string | null;
                                actingLocalAuthorityName: string | null;
                                /** @description The acting authority's Sinhala name (its council type translated at least, ADR 0152) */
                                actingLocalAuthorityNameSi: string | null;
                                /** @description The acting authority's Tamil name (its council type translated at least, ADR 0152) */
                                actingLocalAuthorityNameTa: string | null;
                                action: string;
                                /** @description The record after the change, as stored; null when there is none */
                                after: unknown;
                                /** Format: date-time */
                                at: string;
                                /** @description The record before the change, as stored; null when there was none */
                                before: unknown;
                                entity: string;
                                entityId: string | null;
                                /** @description Entries are numbered in the order they were written */
                                id: string;
                                /** @description The record in words (a name, a waste ID, a request header) where it can still be found; null otherwise */
                                recordLabel: string | null;
                                /** @description The record's Sinhala name where the record is a local authority (ADR 0152); null otherwise */
                                recordLabelSi: string | null;
                                /** @description The record's Tamil name where the record is a local authority (ADR 0152); null otherwise */
                                recordLabelTa: string | null;
                                userEmail: string | null;
                                /** @description Null for the system itself (seeds, jobs) */
                                userId: string | null;
                                userName: string | null;
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
  "POST /loggers/search": {
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
    "pageSize": {
      "minimum": 1,
      "maximum": 1000
    },
    "pageStart": {
      "minimum": 0,
      "maximum": 9007199254740991
    },
    "toDate": {
      "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
    },
    "userId": {
      "format": "uuid"
    }
  }
} as const;
