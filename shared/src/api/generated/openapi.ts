// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

export interface paths {
    "/api/v1/admin/completeness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many authorities of each district have reported for a year (the national completeness) */
        get: {
            parameters: {
                query?: {
                    /** @description Calendar year; this year in Sri Lanka when absent */
                    year?: number;
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
                            districts: {
                                authorities: number;
                                districtId: string;
                                districtName: string;
                                districtNameSi: string;
                                districtNameTa: string;
                                provinceId: string;
                                provinceName: string;
                                provinceNameSi: string;
                                provinceNameTa: string;
                                /** @description Authorities with at least one record overlapping the year */
                                reporting: number;
                            }[];
                            year: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/admin/local-authorities/{id}/waste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One authority's waste records for the super admin's /wasteData/la-view/{id} (a look-up, not acting as it) */
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
                        /**
                         * @description DAILY: one day (entryDate); RANGE: startDate to endDate
                         * @enum {unknown}
                         */
                        frequencyType?: "DAILY" | "RANGE";
                        /** @description Records whose period ends on or after this day */
                        fromDate?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @enum {unknown} */
                        plasticType?: "HARD" | "SOFT";
                        /** @description Records whose period starts on or before this day */
                        toDate?: string;
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
                                budget: number | null;
                                collectedQuantity: number;
                                /** @description ISO 8601, UTC */
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    /** @description '' when the user is deleted */
                                    name: string;
                                };
                                days: number;
                                description: string;
                                destination: string;
                                discardedQuantity: number;
                                /** @description YYYY-MM-DD */
                                endDate: string;
                                /** @description The day of a DAILY record; null for RANGE */
                                entryDate: string | null;
                                /** @description DAILY or RANGE */
                                frequencyType: string;
                                id: string;
                                /** @description Period totals divided by days */
                                kgPerDay: {
                                    collected: number;
                                    discarded: number;
                                    recovered: number;
                                    recycled: number;
                                    rejected: number;
                                };
                                localAuthorityId: string;
                                /** @description Period totals in kg */
                                normalisedKg: {
                                    collected: number;
                                    discarded: number;
                                    recovered: number;
                                    recycled: number;
                                    rejected: number;
                                };
                                /** @description HARD or SOFT */
                                plasticType: string;
                                productType: string;
                                /** @description MT_PER_DAY, MT_PER_MONTH or MT_PER_YEAR */
                                quantityUnit: string;
                                recoveredQuantity: number;
                                recycledQuantityKg: number;
                                rejectedQuantity: number;
                                /** @description YYYY-MM-DD */
                                startDate: string;
                                /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001 */
                                wasteId: string;
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/admin/local-authorities/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Local authorities (the spec's searcher) with their data completeness for a year; sorted by name, paged */
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
                        /** @description Local authority ids, e.g. LG-11001 */
                        authorityIds?: string[];
                        /** @description MC, UC or PS */
                        councilTypeIds?: string[];
                        /** @description District ids, e.g. LK-11 */
                        districtIds?: string[];
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
                        /** @description Province ids, e.g. LK-1 */
                        provinceIds?: string[];
                        /** @description Calendar year; this year in Sri Lanka when absent */
                        year?: number;
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
                                /** @description Enabled local authority (003) accounts of the authority */
                                accounts: number;
                                /** @description MC, UC or PS */
                                councilType: string;
                                district: string;
                                districtId: string;
                                id: string;
                                /**
                                 * Format: date-time
                                 * @description When its newest waste record was entered, any year
                                 */
                                lastEntryAt: string | null;
                                /** @description Months of the year that some record covers */
                                monthsWithData: number;
                                name: string;
                                /** @description Spec province value, e.g. western */
                                province: string;
                                provinceName: string;
                                /** @description Waste records whose period overlaps the year */
                                records: number;
                            }[];
                            /** @description Matches over all pages */
                            total: number;
                            year: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/auth/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
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
                        password: string;
                        /** @description Keep the session for 30 days instead of 7 */
                        rememberMe?: boolean;
                        /** @description The account email */
                        username: string;
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
                            /** @description JWT (HS256) for `Authorization: Bearer` */
                            access_token: string;
                            logged_user: {
                                /** @description Role code 001..005 */
                                defaultRole: string | null;
                                email: string;
                                firstName: string;
                                id: string;
                                lastName: string;
                                roles: string[];
                                selectedLocalAuthority: {
                                    /** @description MC, UC or PS */
                                    councilType: string;
                                    /** @description District name in English */
                                    district: string;
                                    id: string;
                                    name: string;
                                    /** @description Province code, e.g. western */
                                    province: string;
                                } | null;
                                selectedRecycler: {
                                    hotline: string;
                                    id: string;
                                    name: string;
                                    primaryAddress: string;
                                } | null;
                            };
                            /** @description Opaque; single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a one-time password reset link (valid for 1 hour); answers the same whether or not the account exists */
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
                        email: string;
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the refresh token and every token rotated from the same sign-in */
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
                        refresh_token: string;
                    };
                };
            };
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap a refresh token (sent as the bearer token) for new tokens */
        post: {
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
                        "application/json": {
                            /** @description JWT (HS256) for `Authorization: Bearer` */
                            access_token: string;
                            /** @description Opaque; single use: each refresh returns a new one */
                            refresh_token: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token of a reset link; signs the account out everywhere */
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
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email change with the token of the link mailed to the new address; the new email counts from then on */
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
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Email changed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/calendar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's events overlapping a range of at most 400 days, ordered by start */
        get: {
            parameters: {
                query: {
                    /** @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z */
                    from: string;
                    /** @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z */
                    to: string;
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
                            allDay: boolean;
                            /** @description primary, success, warning or danger */
                            color: string;
                            description: string;
                            /** @description ISO 8601, UTC */
                            end: string;
                            id: string;
                            /** @description ISO 8601, UTC */
                            start: string;
                            title: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an event to the signed-in user's calendar */
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
                        allDay: boolean;
                        color?: "primary" | "success" | "warning" | "danger";
                        description?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z
                         */
                        end: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z
                         */
                        start: string;
                        title: string;
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
                            allDay: boolean;
                            /** @description primary, success, warning or danger */
                            color: string;
                            description: string;
                            /** @description ISO 8601, UTC */
                            end: string;
                            id: string;
                            /** @description ISO 8601, UTC */
                            start: string;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/calendar/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace one of the signed-in user's events */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allDay: boolean;
                        color?: "primary" | "success" | "warning" | "danger";
                        description?: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z
                         */
                        end: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 date and time, e.g. 2026-05-01T09:00:00Z
                         */
                        start: string;
                        title: string;
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
                            allDay: boolean;
                            /** @description primary, success, warning or danger */
                            color: string;
                            description: string;
                            /** @description ISO 8601, UTC */
                            end: string;
                            id: string;
                            /** @description ISO 8601, UTC */
                            start: string;
                            title: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete one of the signed-in user's events */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/local-authority/get-la-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A local authority with its council type, district and province: the caller's own (also by its id), or any for a super admin */
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
                            code: string;
                            councilType: {
                                code: string;
                                name: string;
                            };
                            district: {
                                id: string;
                                name: string;
                                nameSi: string;
                                nameTa: string;
                            };
                            id: string;
                            name: string;
                            province: {
                                code: string;
                                id: string;
                                name: string;
                                nameSi: string;
                                nameTa: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/init-waste-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices, the authority, today's date in Sri Lanka and earlier entries' suggestions for the waste data form */
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
                            /** @description Most used first, at most 50 */
                            destinationSuggestions: string[];
                            frequencyTypes: string[];
                            localAuthority: {
                                code: string;
                                councilType: {
                                    code: string;
                                    name: string;
                                };
                                district: {
                                    id: string;
                                    name: string;
                                    nameSi: string;
                                    nameTa: string;
                                };
                                id: string;
                                name: string;
                                province: {
                                    code: string;
                                    id: string;
                                    name: string;
                                    nameSi: string;
                                    nameTa: string;
                                };
                            };
                            maxPeriodDays: number;
                            plasticTypes: string[];
                            /** @description Most used first, at most 50 */
                            productTypeSuggestions: string[];
                            quantityUnits: string[];
                            /** @description YYYY-MM-DD in Asia/Colombo; later dates are refused */
                            today: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/init-waste-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices and defaults of the waste data search form */
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
                        "application/json": {
                            defaultSearcher: {
                                pageSize: number;
                                pageSort: string;
                                pageStart: number;
                            };
                            frequencyTypes: string[];
                            paginationOptions: number[];
                            plasticTypes: string[];
                            sortOrderOptions: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/insert/la-waste-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record plastic waste of a day or a period (at most 366 days) for one plastic type */
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
                        budget?: number;
                        collectedQuantity: number;
                        description?: string;
                        destination?: string;
                        discardedQuantity: number;
                        /** @description Last day of a RANGE record */
                        endDate?: string;
                        /** @description The day of a DAILY record */
                        entryDate?: string;
                        /**
                         * @description DAILY: one day (entryDate); RANGE: startDate to endDate
                         * @enum {unknown}
                         */
                        frequencyType: "DAILY" | "RANGE";
                        /** @enum {unknown} */
                        plasticType: "HARD" | "SOFT";
                        productType?: string;
                        /**
                         * @description Metric tonnes per day, month or year
                         * @enum {unknown}
                         */
                        quantityUnit: "MT_PER_DAY" | "MT_PER_MONTH" | "MT_PER_YEAR";
                        recoveredQuantity: number;
                        /** @description Total of the period, in kg */
                        recycledQuantityKg: number;
                        rejectedQuantity: number;
                        /** @description First day of a RANGE record */
                        startDate?: string;
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
                            budget: number | null;
                            collectedQuantity: number;
                            /** @description ISO 8601, UTC */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                /** @description '' when the user is deleted */
                                name: string;
                            };
                            days: number;
                            description: string;
                            destination: string;
                            discardedQuantity: number;
                            /** @description YYYY-MM-DD */
                            endDate: string;
                            /** @description The day of a DAILY record; null for RANGE */
                            entryDate: string | null;
                            /** @description DAILY or RANGE */
                            frequencyType: string;
                            id: string;
                            /** @description Period totals divided by days */
                            kgPerDay: {
                                collected: number;
                                discarded: number;
                                recovered: number;
                                recycled: number;
                                rejected: number;
                            };
                            localAuthorityId: string;
                            /** @description Period totals in kg */
                            normalisedKg: {
                                collected: number;
                                discarded: number;
                                recovered: number;
                                recycled: number;
                                rejected: number;
                            };
                            /** @description HARD or SOFT */
                            plasticType: string;
                            productType: string;
                            /** @description MT_PER_DAY, MT_PER_MONTH or MT_PER_YEAR */
                            quantityUnit: string;
                            recoveredQuantity: number;
                            recycledQuantityKg: number;
                            rejectedQuantity: number;
                            /** @description YYYY-MM-DD */
                            startDate: string;
                            /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001 */
                            wasteId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/la-waste-collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The authority's waste per month of a year (one of the last ten), each record's kg spread evenly over its days */
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
                        year: number;
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
                            localAuthorityId: string;
                            /** @description January to December, each record spread over its days */
                            months: {
                                collectedKg: number;
                                discardedKg: number;
                                month: number;
                                recoveredKg: number;
                                recycledKg: number;
                                rejectedKg: number;
                            }[];
                            totals: {
                                collectedKg: number;
                                discardedKg: number;
                                recoveredKg: number;
                                recycledKg: number;
                                rejectedKg: number;
                            };
                            year: number;
                            /** @description The ten selectable years, newest first */
                            years: number[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/search-la": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Local authorities by name, province, district, council type or id; sorted by name, paged */
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
                        /** @description Local authority ids, e.g. LG-11001 */
                        authorityIds?: string[];
                        /** @description MC, UC or PS */
                        councilTypeIds?: string[];
                        /** @description District ids, e.g. LK-11 */
                        districtIds?: string[];
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
                        /** @description Province ids, e.g. LK-1 */
                        provinceIds?: string[];
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
                                /** @description MC, UC or PS */
                                councilType: string;
                                /** @description District name in English */
                                district: string;
                                districtId: string;
                                id: string;
                                name: string;
                                /** @description Spec province value, e.g. western */
                                province: string;
                                /** @description Province name in English */
                                provinceName: string;
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/search-waste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The authority's waste records overlapping a period, by plastic and frequency type; sorted by start date, paged */
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
                        /**
                         * @description DAILY: one day (entryDate); RANGE: startDate to endDate
                         * @enum {unknown}
                         */
                        frequencyType?: "DAILY" | "RANGE";
                        /** @description Records whose period ends on or after this day */
                        fromDate?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @enum {unknown} */
                        plasticType?: "HARD" | "SOFT";
                        /** @description Records whose period starts on or before this day */
                        toDate?: string;
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
                                budget: number | null;
                                collectedQuantity: number;
                                /** @description ISO 8601, UTC */
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    /** @description '' when the user is deleted */
                                    name: string;
                                };
                                days: number;
                                description: string;
                                destination: string;
                                discardedQuantity: number;
                                /** @description YYYY-MM-DD */
                                endDate: string;
                                /** @description The day of a DAILY record; null for RANGE */
                                entryDate: string | null;
                                /** @description DAILY or RANGE */
                                frequencyType: string;
                                id: string;
                                /** @description Period totals divided by days */
                                kgPerDay: {
                                    collected: number;
                                    discarded: number;
                                    recovered: number;
                                    recycled: number;
                                    rejected: number;
                                };
                                localAuthorityId: string;
                                /** @description Period totals in kg */
                                normalisedKg: {
                                    collected: number;
                                    discarded: number;
                                    recovered: number;
                                    recycled: number;
                                    rejected: number;
                                };
                                /** @description HARD or SOFT */
                                plasticType: string;
                                productType: string;
                                /** @description MT_PER_DAY, MT_PER_MONTH or MT_PER_YEAR */
                                quantityUnit: string;
                                recoveredQuantity: number;
                                recycledQuantityKg: number;
                                rejectedQuantity: number;
                                /** @description YYYY-MM-DD */
                                startDate: string;
                                /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001 */
                                wasteId: string;
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/local-authority/waste-view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One waste record with its authority; only within the caller's scope */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path: {
                    /** @description The record's id, or its waste ID (WD-LG-11001-000001) */
                    id: string;
                };
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
                            budget: number | null;
                            collectedQuantity: number;
                            /** @description ISO 8601, UTC */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                /** @description '' when the user is deleted */
                                name: string;
                            };
                            days: number;
                            description: string;
                            destination: string;
                            discardedQuantity: number;
                            /** @description YYYY-MM-DD */
                            endDate: string;
                            /** @description The day of a DAILY record; null for RANGE */
                            entryDate: string | null;
                            /** @description DAILY or RANGE */
                            frequencyType: string;
                            id: string;
                            /** @description Period totals divided by days */
                            kgPerDay: {
                                collected: number;
                                discarded: number;
                                recovered: number;
                                recycled: number;
                                rejected: number;
                            };
                            localAuthority: {
                                code: string;
                                councilType: {
                                    code: string;
                                    name: string;
                                };
                                district: {
                                    id: string;
                                    name: string;
                                    nameSi: string;
                                    nameTa: string;
                                };
                                id: string;
                                name: string;
                                province: {
                                    code: string;
                                    id: string;
                                    name: string;
                                    nameSi: string;
                                    nameTa: string;
                                };
                            };
                            localAuthorityId: string;
                            /** @description Period totals in kg */
                            normalisedKg: {
                                collected: number;
                                discarded: number;
                                recovered: number;
                                recycled: number;
                                rejected: number;
                            };
                            /** @description HARD or SOFT */
                            plasticType: string;
                            productType: string;
                            /** @description MT_PER_DAY, MT_PER_MONTH or MT_PER_YEAR */
                            quantityUnit: string;
                            recoveredQuantity: number;
                            recycledQuantityKg: number;
                            rejectedQuantity: number;
                            /** @description YYYY-MM-DD */
                            startDate: string;
                            /** @description WD-<localAuthorityId>-<6 digits>, e.g. WD-LG-11001-000001 */
                            wasteId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/loggers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The audit entries matching the filters as CSV (newest first, at most 50 000 rows); cells are formula-safe */
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
                /** @description text/csv; charset=utf-8 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/loggers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The actions and entities present in the audit log, for the filters */
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
                        "application/json": {
                            actions: string[];
                            entities: string[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/master-data/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Districts, optionally of some provinces only, ordered by id */
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
                        /** @description Province ids, e.g. LK-1; none or empty = all */
                        provinceIds?: string[];
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
                            /** @description e.g. LK-11 */
                            id: string;
                            name: string;
                            nameSi: string;
                            nameTa: string;
                            /** @description e.g. LK-1 */
                            provinceId: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/master-data/get-la-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The council types: Municipal Council, Urban Council, Pradeshiya Sabha */
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
                        "application/json": {
                            /** @description MC, UC or PS */
                            id: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/master-data/local-authorities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Local authorities, optionally of some districts and council types only, ordered by name */
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
                        /** @description MC, UC or PS; none or empty = all */
                        councilTypeIds?: string[];
                        /** @description District ids, e.g. LK-11; none or empty = all */
                        districtIds?: string[];
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
                            /** @description MC, UC or PS */
                            councilType: string;
                            districtId: string;
                            id: string;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/master-data/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The nine provinces, ordered by id */
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
                        "application/json": {
                            /** @description Spec province value, e.g. western */
                            code: string;
                            /** @description LK-1 .. LK-9 */
                            id: string;
                            localAuthorityCount: number;
                            name: string;
                            nameSi: string;
                            nameTa: string;
                        }[];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/recycler/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recyclers by name, province, district or status; sorted by name, paged */
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
                        /** @description District ids, e.g. LK-11 */
                        districtIds?: string[];
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
                        /** @description Province ids, e.g. LK-1 */
                        provinceIds?: string[];
                        status?: "active" | "inactive";
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
                                hotline: string;
                                id: string;
                                name: string;
                                primaryAddress: string;
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with roles (and the local authority or recycler they act for); super admin only */
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
                         * @description 001 Admin, 002 SL Custom, 003 Local Authority, 004 Recycler, 005 Super Admin
                         * @enum {unknown}
                         */
                        defaultRole: "001" | "002" | "003" | "004" | "005";
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        /** @description e.g. LG-11001 */
                        localAuthorityId?: string;
                        password: string;
                        phone?: string;
                        /** @description e.g. RC-DEMO-01 */
                        recyclerId?: string;
                        roles: ("001" | "002" | "003" | "004" | "005")[];
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
                            /** @description Role code 001..005 */
                            defaultRole: string | null;
                            email: string;
                            firstName: string;
                            id: string;
                            lastName: string;
                            roles: string[];
                            selectedLocalAuthority: {
                                /** @description MC, UC or PS */
                                councilType: string;
                                /** @description District name in English */
                                district: string;
                                id: string;
                                name: string;
                                /** @description Province code, e.g. western */
                                province: string;
                            } | null;
                            selectedRecycler: {
                                hotline: string;
                                id: string;
                                name: string;
                                primaryAddress: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Give or take roles, set the default role, the authority or recycler, disable or enable an account. A disabled account's tokens stop at once; the last super admin cannot lose 005 or be disabled (409) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description 001 Admin, 002 SL Custom, 003 Local Authority, 004 Recycler, 005 Super Admin
                         * @enum {unknown}
                         */
                        defaultRole?: "001" | "002" | "003" | "004" | "005";
                        disabled?: boolean;
                        /** @description e.g. LG-11001 */
                        localAuthorityId?: string | null;
                        recyclerId?: string | null;
                        roles?: ("001" | "002" | "003" | "004" | "005")[];
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
                            /** Format: date-time */
                            createdAt: string;
                            defaultRole: string | null;
                            disabled: boolean;
                            email: string;
                            firstName: string;
                            id: string;
                            /**
                             * Format: date-time
                             * @description The newest audit entry the account made
                             */
                            lastActivityAt: string | null;
                            lastName: string;
                            localAuthorityId: string | null;
                            localAuthorityName: string | null;
                            recyclerId: string | null;
                            recyclerName: string | null;
                            roles: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the account a password-reset link (valid 1 hour) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
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
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, fresh from the database */
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
                        "application/json": {
                            /** @description Role code 001..005 */
                            defaultRole: string | null;
                            email: string;
                            firstName: string;
                            id: string;
                            lastName: string;
                            roles: string[];
                            selectedLocalAuthority: {
                                /** @description MC, UC or PS */
                                councilType: string;
                                /** @description District name in English */
                                district: string;
                                id: string;
                                name: string;
                                /** @description Province code, e.g. western */
                                province: string;
                            } | null;
                            selectedRecycler: {
                                hotline: string;
                                id: string;
                                name: string;
                                primaryAddress: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password */
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
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Password changed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
                        "application/json": {
                            bio: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @description A new email waiting for the link mailed to it; `email` stays the account email until then */
                            pendingEmail: string | null;
                            phone: string;
                            socialLinks: {
                                facebook: string;
                                instagram: string;
                                linkedin: string;
                                x: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
                        "application/json": {
                            bio: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @description A new email waiting for the link mailed to it; `email` stays the account email until then */
                            pendingEmail: string | null;
                            phone: string;
                            socialLinks: {
                                facebook: string;
                                instagram: string;
                                linkedin: string;
                                x: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
    "/api/v1/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accounts by name or email, role, no role yet (sign-ups waiting) or disabled; sorted by name, paged */
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
                        disabled?: boolean;
                        /** @description Case-insensitive part of the name or email */
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
                        /**
                         * @description 001 Admin, 002 SL Custom, 003 Local Authority, 004 Recycler, 005 Super Admin
                         * @enum {unknown}
                         */
                        role?: "001" | "002" | "003" | "004" | "005";
                        /** @description Only accounts that signed up and hold no role yet (the queue) */
                        withoutRole?: boolean;
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
                                /** Format: date-time */
                                createdAt: string;
                                defaultRole: string | null;
                                disabled: boolean;
                                email: string;
                                firstName: string;
                                id: string;
                                /**
                                 * Format: date-time
                                 * @description The newest audit entry the account made
                                 */
                                lastActivityAt: string | null;
                                lastName: string;
                                localAuthorityId: string | null;
                                localAuthorityName: string | null;
                                recyclerId: string | null;
                                recyclerName: string | null;
                                roles: string[];
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
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
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
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
