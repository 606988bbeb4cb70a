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
    "/api/v1/admin/local-authorities/{id}/mfa-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One authority's MFA summary for a year on the super admin's /wasteData/la-view/{id} (a look-up, not acting as it) */
        get: {
            parameters: {
                query: {
                    /** @description Calendar year; this year in Sri Lanka when absent */
                    year: number;
                };
                header?: never;
                path: {
                    /** @description e.g. LG-11001 */
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
                            /** @description True when the authority has no records for the year */
                            estimated: boolean;
                            flags: {
                                /** @description What to check */
                                check: string;
                                code: string;
                                localAuthorityId?: string;
                                message: string;
                            }[];
                            /** @description The Sankey's links; at every intermediate node kg in = kg out */
                            flows: {
                                formula: string;
                                inputs: {
                                    name: string;
                                    source: {
                                        /** @description default, entered, request or estimated */
                                        kind: string;
                                        label: string;
                                        /** @description No published source backs the figure yet */
                                        provisional: boolean;
                                        url?: string;
                                    };
                                    unit: string;
                                    value: number;
                                }[];
                                /** @description kg */
                                kg: number;
                                source: string;
                                target: string;
                            }[];
                            leakage: {
                                byFate: {
                                    /** @description kg */
                                    burning: number;
                                    /** @description kg */
                                    drains: number;
                                    /** @description kg */
                                    land: number;
                                    /** @description kg */
                                    water: number;
                                };
                                factor: number;
                                level: string | null;
                                stage: string;
                                /** @description kg */
                                throughputKg: number;
                                /** @description kg */
                                totalKg: number;
                            }[];
                            localAuthority: {
                                districtId: string;
                                districtName: string;
                                id: string;
                                name: string;
                                provinceId: string;
                                provinceName: string;
                            };
                            rates: {
                                /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                collectedShare: number;
                                /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                controlledShare: number;
                                /** @description (leaked + burned) / population */
                                leakedKgPerCapita: number;
                                population: number;
                                recycledShare: number;
                            };
                            totals: {
                                /** @description kg burned in the open */
                                burnedKg: number;
                                /** @description kg */
                                collectedKg: number;
                                /** @description kg */
                                disposedKg: number;
                                /** @description kg */
                                generatedHardKg: number;
                                /** @description kg */
                                generatedKg: number;
                                /** @description kg */
                                generatedSoftKg: number;
                                /** @description kg */
                                keptOnSiteKg: number;
                                /** @description kg leaked to land, water and drains */
                                leakedKg: number;
                                /** @description kg */
                                recoveredKg: number;
                                /** @description kg */
                                recycledKg: number;
                                /** @description kg */
                                uncollectedKg: number;
                            };
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
    "/api/v1/customs-log/init-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices and defaults of the data log search */
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
                            paginationOptions: number[];
                            sortOrderOptions: string[];
                            statuses: string[];
                            types: string[];
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
    "/api/v1/customs-log/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every uploaded customs file by upload time, with its status and error */
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
                        fileName?: string;
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
                        status?: "PENDING" | "COMPLETED" | "FAILED";
                        /** @enum {unknown} */
                        type?: "IMPORT" | "EXPORT";
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
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    name: string;
                                };
                                errorMessage: string | null;
                                fileFormat: string;
                                fileName: string;
                                finishedAt: string | null;
                                /** @description The job id */
                                id: string;
                                /** @description Lines imported; null until the job completes */
                                rows: number | null;
                                sizeBytes: number;
                                status: string;
                                type: string;
                            }[];
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
    "/api/v1/customs-log/view/search/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One uploaded file and the customs lines it brought, by HS code prefix and sector, paged */
        post: {
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
                        /** @description Code prefix */
                        hscode?: string;
                        /** @description Code prefix (same as hscode) */
                        hsCode?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A sector id, or 'NONE' for lines without a sector */
                        sector?: string;
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
                                currency: string;
                                description: string;
                                fileName: string;
                                /** @description The 6-digit code that carries the sector */
                                hs6: string;
                                /** @description 6 to 8 digits as filed */
                                hsCode: string;
                                id: string;
                                /** @description Line in the uploaded file (1 = header) */
                                lineNumber: number;
                                /** @description Null for a whole-year line */
                                month: number | null;
                                netWeightKg: number;
                                /** @description ISO 3166 alpha-3 */
                                partnerCountry: string;
                                quantity: number | null;
                                quantityUnit: string;
                                sectorId: string | null;
                                sectorName: string | null;
                                type: string;
                                uploadId: string;
                                value: number;
                                year: number;
                            }[];
                            total: number;
                            upload: {
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    name: string;
                                };
                                errorMessage: string | null;
                                fileFormat: string;
                                fileName: string;
                                finishedAt: string | null;
                                /** @description The job id */
                                id: string;
                                /** @description Lines imported; null until the job completes */
                                rows: number | null;
                                sizeBytes: number;
                                status: string;
                                type: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customs/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The searched customs lines as CSV or XLSX (text cells that start with = + - @ are neutralised) */
        post: {
            parameters: {
                query: {
                    format: "csv" | "xlsx";
                    /** @description IMPORT or EXPORT */
                    type: "IMPORT" | "EXPORT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Code prefix */
                        hscode?: string;
                        /** @description Code prefix (same as hscode) */
                        hsCode?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A sector id, or 'NONE' for lines without a sector */
                        sector?: string;
                    };
                };
            };
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
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
    "/api/v1/customs/graph-init-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flow choices and the years that have customs lines (newest first) */
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
                            importExportType: {
                                id: string;
                                name: string;
                            }[];
                            years: number[];
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
    "/api/v1/customs/init-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices and defaults of the customs lines search */
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
                            paginationOptions: number[];
                            searcher: {
                                pageSize: number;
                                pageSort: string;
                                pageStart: number;
                            };
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
    "/api/v1/customs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customs lines of one flow by HS code prefix and sector, paged */
        post: {
            parameters: {
                query: {
                    /** @description IMPORT or EXPORT */
                    type: "IMPORT" | "EXPORT";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Code prefix */
                        hscode?: string;
                        /** @description Code prefix (same as hscode) */
                        hsCode?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A sector id, or 'NONE' for lines without a sector */
                        sector?: string;
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
                                currency: string;
                                description: string;
                                fileName: string;
                                /** @description The 6-digit code that carries the sector */
                                hs6: string;
                                /** @description 6 to 8 digits as filed */
                                hsCode: string;
                                id: string;
                                /** @description Line in the uploaded file (1 = header) */
                                lineNumber: number;
                                /** @description Null for a whole-year line */
                                month: number | null;
                                netWeightKg: number;
                                /** @description ISO 3166 alpha-3 */
                                partnerCountry: string;
                                quantity: number | null;
                                quantityUnit: string;
                                sectorId: string | null;
                                sectorName: string | null;
                                type: string;
                                uploadId: string;
                                value: number;
                                year: number;
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
    "/api/v1/customs/sectorGenerationStatisticsGraphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tonnes by sector over the years; sectorId null for lines whose code has no sector yet */
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
                        toYear: number;
                        /** @description '' for import and export together */
                        type: "" | "IMPORT" | "EXPORT";
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
                            sectors: {
                                sectorId: string | null;
                                sectorName: string | null;
                                tonnes: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                            }[];
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
    "/api/v1/customs/statisticsGraphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tonnes and value per year, per month of toYear, and the top ten HS codes by tonnes */
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
                        toYear: number;
                        /** @description '' for import and export together */
                        type: "" | "IMPORT" | "EXPORT";
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
                            /** @description Months of toYear; whole-year lines are left out */
                            perMonth: {
                                month: number;
                                tonnes: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                            }[];
                            perYear: {
                                tonnes: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                                year: number;
                            }[];
                            topHsCodes: {
                                description: string;
                                hsCode: string;
                                tonnes: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                            }[];
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
    "/api/v1/customs/status/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an upload's import job is: PENDING (queued or running), COMPLETED or FAILED */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    jobId: string;
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
                            /** @description When FAILED: why, with the bad lines (the first 100) */
                            errorMessage?: string;
                            fileName: string;
                            /** @description While PENDING: rows read so far; when COMPLETED: lines imported */
                            message?: string;
                            rowsDone: number;
                            status: "PENDING" | "COMPLETED" | "FAILED";
                            type: string;
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
    "/api/v1/customs/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a CSV or XLSX file of customs lines (multipart, one file field); the import runs as a background job */
        post: {
            parameters: {
                query: {
                    /** @description IMPORT or EXPORT */
                    type: "IMPORT" | "EXPORT";
                };
                header?: never;
                path?: never;
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
                            jobId: string;
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
    "/api/v1/hscode/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One HS code and the sectors it may be given */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description 6-digit code */
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
                            hsCode: {
                                chapter: string;
                                description: string;
                                heading: string | null;
                                hsCode: string;
                                /** @description The code itself */
                                id: string;
                                /** @description False for a code seen in a file that HS2022 lacks */
                                inNomenclature: boolean;
                                level: number;
                                /** @description Customs lines under this code */
                                lineCount: number;
                                sectorId: string | null;
                                sectorName: string | null;
                            };
                            sectors: {
                                id: string;
                                /** @description English; the client translates by id */
                                name: string;
                                source: string;
                            }[];
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
    "/api/v1/hscode/init-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Choices and defaults of the HS code search, and the version of the sector assignments */
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
                            paginationOptions: number[];
                            sortOrderOptions: string[];
                            /** @description Changes when any sector assignment changes; cached pages of another version are stale */
                            version: string;
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
    "/api/v1/hscode/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** HS2022 subheadings (and codes seen in files) by code prefix or description and sector, paged */
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
                        /** @description Code prefix or words of the description */
                        hsCode?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A sector id, or 'NONE' */
                        sectorId?: string;
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
                                chapter: string;
                                description: string;
                                heading: string | null;
                                hsCode: string;
                                /** @description The code itself */
                                id: string;
                                /** @description False for a code seen in a file that HS2022 lacks */
                                inNomenclature: boolean;
                                level: number;
                                /** @description Customs lines under this code */
                                lineCount: number;
                                sectorId: string | null;
                                sectorName: string | null;
                            }[];
                            total: number;
                            /** @description Changes when any sector assignment changes; cached pages of another version are stale */
                            version: string;
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
    "/api/v1/hscode/search-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pending HS codes: seen in customs files, without a sector yet */
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
                        /** @description Code prefix or words of the description */
                        hsCode?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /** @default ASC */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description A sector id, or 'NONE' */
                        sector?: string;
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
                                chapter: string;
                                description: string;
                                heading: string | null;
                                hsCode: string;
                                /** @description The code itself */
                                id: string;
                                /** @description False for a code seen in a file that HS2022 lacks */
                                inNomenclature: boolean;
                                level: number;
                                /** @description Customs lines under this code */
                                lineCount: number;
                                sectorId: string | null;
                                sectorName: string | null;
                            }[];
                            total: number;
                            /** @description Changes when any sector assignment changes; cached pages of another version are stale */
                            version: string;
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
    "/api/v1/hscode/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give one or more 6-digit codes a sector (null: none); their customs lines follow */
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
                        hsCodes: string[];
                        sectorId: string | null;
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
                            updated: number;
                            /** @description Changes when any sector assignment changes; cached pages of another version are stale */
                            version: string;
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
    "/api/v1/mfa/district-diagram-la": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sankey diagram of an authority's district for a year, drawn by the server */
        get: {
            parameters: {
                query: {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
    "/api/v1/mfa/get-mfa-data-inputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An authority's MFA inputs for a year: parameters with their sources, the year's records summed, and flags */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                    /** @description Calendar year */
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
                            flags: {
                                /** @description What to check */
                                check: string;
                                code: string;
                                localAuthorityId?: string;
                                message: string;
                            }[];
                            flows: {
                                formula: string;
                                inputs: {
                                    name: string;
                                    source: {
                                        /** @description default, entered, request or estimated */
                                        kind: string;
                                        label: string;
                                        /** @description No published source backs the figure yet */
                                        provisional: boolean;
                                        url?: string;
                                    };
                                    unit: string;
                                    value: number;
                                }[];
                                /** @description kg */
                                kg: number;
                                source: string;
                                target: string;
                            }[];
                            localAuthority: {
                                id: string;
                                name: string;
                            };
                            parameters: {
                                key: string;
                                source: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
                                unit: string;
                                value: number;
                            }[];
                            reported: {
                                /** @description kg */
                                collectedKg: number;
                                coveredDays: number;
                                days: number;
                                /** @description kg */
                                discardedKg: number;
                                records: number;
                                /** @description kg */
                                recoveredKg: number;
                                /** @description kg */
                                recycledKg: number;
                                /** @description kg */
                                rejectedKg: number;
                            } | null;
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
    "/api/v1/mfa/leakage-parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An authority's leakage level per stage with what each level looks like, the factor table and the year's leakage per stage and fate */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                    /** @description Calendar year */
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
                            /** @description True for a super admin */
                            canEdit: boolean;
                            levels: {
                                description: string;
                                factor: number;
                                level: string;
                                source: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
                            }[];
                            stages: {
                                description: string;
                                fateSplit: {
                                    /** @description kg */
                                    burning: number;
                                    /** @description kg */
                                    drains: number;
                                    /** @description kg */
                                    land: number;
                                    /** @description kg */
                                    water: number;
                                };
                                fateSplitSource: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
                                leakage: {
                                    byFate: {
                                        /** @description kg */
                                        burning: number;
                                        /** @description kg */
                                        drains: number;
                                        /** @description kg */
                                        land: number;
                                        /** @description kg */
                                        water: number;
                                    };
                                    factor: number;
                                    level: string | null;
                                    stage: string;
                                    /** @description kg */
                                    throughputKg: number;
                                    /** @description kg */
                                    totalKg: number;
                                };
                                level: string;
                                source: {
                                    /** @description default, entered, request or estimated */
                                    kind: string;
                                    label: string;
                                    /** @description No published source backs the figure yet */
                                    provisional: boolean;
                                    url?: string;
                                };
                                stage: string;
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
        /** Set an authority's MFA parameters and leakage levels (localAuthorityId), or the national values (none); super admin */
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
                        changes: {
                            /**
                             * @description One of population, generationRate, plasticShare, hardShare, defaultCollectionShare, householdBurnShare, level.collection, level.transport, level.sorting, level.disposal, level.uncollected
                             * @enum {unknown}
                             */
                            parameter: "population" | "generationRate" | "plasticShare" | "hardShare" | "defaultCollectionShare" | "householdBurnShare" | "level.collection" | "level.transport" | "level.sorting" | "level.disposal" | "level.uncollected";
                            /** @description A number, or for level.<stage> one of NONE, LOW, MEDIUM, HIGH, VERY_HIGH (or its index 0-4) */
                            value: number | ("NONE" | "LOW" | "MEDIUM" | "HIGH" | "VERY_HIGH");
                        }[];
                        note?: string;
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
                            saved: number;
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
    "/api/v1/mfa/mfa-la-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An authority's plastic flows for a year, with the formula and inputs of every figure */
        get: {
            parameters: {
                query: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description True when the authority has no records for the year */
                            estimated: boolean;
                            flags: {
                                /** @description What to check */
                                check: string;
                                code: string;
                                localAuthorityId?: string;
                                message: string;
                            }[];
                            /** @description The Sankey's links; at every intermediate node kg in = kg out */
                            flows: {
                                formula: string;
                                inputs: {
                                    name: string;
                                    source: {
                                        /** @description default, entered, request or estimated */
                                        kind: string;
                                        label: string;
                                        /** @description No published source backs the figure yet */
                                        provisional: boolean;
                                        url?: string;
                                    };
                                    unit: string;
                                    value: number;
                                }[];
                                /** @description kg */
                                kg: number;
                                source: string;
                                target: string;
                            }[];
                            leakage: {
                                byFate: {
                                    /** @description kg */
                                    burning: number;
                                    /** @description kg */
                                    drains: number;
                                    /** @description kg */
                                    land: number;
                                    /** @description kg */
                                    water: number;
                                };
                                factor: number;
                                level: string | null;
                                stage: string;
                                /** @description kg */
                                throughputKg: number;
                                /** @description kg */
                                totalKg: number;
                            }[];
                            localAuthority: {
                                districtId: string;
                                districtName: string;
                                id: string;
                                name: string;
                                provinceId: string;
                                provinceName: string;
                            };
                            rates: {
                                /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                collectedShare: number;
                                /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                controlledShare: number;
                                /** @description (leaked + burned) / population */
                                leakedKgPerCapita: number;
                                population: number;
                                recycledShare: number;
                            };
                            totals: {
                                /** @description kg burned in the open */
                                burnedKg: number;
                                /** @description kg */
                                collectedKg: number;
                                /** @description kg */
                                disposedKg: number;
                                /** @description kg */
                                generatedHardKg: number;
                                /** @description kg */
                                generatedKg: number;
                                /** @description kg */
                                generatedSoftKg: number;
                                /** @description kg */
                                keptOnSiteKg: number;
                                /** @description kg leaked to land, water and drains */
                                leakedKg: number;
                                /** @description kg */
                                recoveredKg: number;
                                /** @description kg */
                                recycledKg: number;
                                /** @description kg */
                                uncollectedKg: number;
                            };
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
    "/api/v1/mfa/mfa-national-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The nation's plastic flows for a year: sums of every authority, per province, SDG 11.6.1 sub-indicators */
        get: {
            parameters: {
                query: {
                    /** @description Calendar year */
                    year: number;
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
                            authorities: number;
                            authoritiesWithData: number;
                            estimatedAuthorityIds: string[];
                            flags: {
                                /** @description What to check */
                                check: string;
                                code: string;
                                localAuthorityId?: string;
                                message: string;
                            }[];
                            /** @description The Sankey's links; at every intermediate node kg in = kg out */
                            flows: {
                                formula: string;
                                inputs: {
                                    name: string;
                                    source: {
                                        /** @description default, entered, request or estimated */
                                        kind: string;
                                        label: string;
                                        /** @description No published source backs the figure yet */
                                        provisional: boolean;
                                        url?: string;
                                    };
                                    unit: string;
                                    value: number;
                                }[];
                                /** @description kg */
                                kg: number;
                                source: string;
                                target: string;
                            }[];
                            leakage: {
                                byFate: {
                                    /** @description kg */
                                    burning: number;
                                    /** @description kg */
                                    drains: number;
                                    /** @description kg */
                                    land: number;
                                    /** @description kg */
                                    water: number;
                                };
                                factor: number;
                                level: string | null;
                                stage: string;
                                /** @description kg */
                                throughputKg: number;
                                /** @description kg */
                                totalKg: number;
                            }[];
                            provinces: {
                                authorities: number;
                                authoritiesWithData: number;
                                code: string;
                                id: string;
                                name: string;
                                rates: {
                                    /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                    collectedShare: number;
                                    /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                    controlledShare: number;
                                    /** @description (leaked + burned) / population */
                                    leakedKgPerCapita: number;
                                    population: number;
                                    recycledShare: number;
                                };
                                totals: {
                                    /** @description kg burned in the open */
                                    burnedKg: number;
                                    /** @description kg */
                                    collectedKg: number;
                                    /** @description kg */
                                    disposedKg: number;
                                    /** @description kg */
                                    generatedHardKg: number;
                                    /** @description kg */
                                    generatedKg: number;
                                    /** @description kg */
                                    generatedSoftKg: number;
                                    /** @description kg */
                                    keptOnSiteKg: number;
                                    /** @description kg leaked to land, water and drains */
                                    leakedKg: number;
                                    /** @description kg */
                                    recoveredKg: number;
                                    /** @description kg */
                                    recycledKg: number;
                                    /** @description kg */
                                    uncollectedKg: number;
                                };
                            }[];
                            rates: {
                                /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                collectedShare: number;
                                /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                controlledShare: number;
                                /** @description (leaked + burned) / population */
                                leakedKgPerCapita: number;
                                population: number;
                                recycledShare: number;
                            };
                            totals: {
                                /** @description kg burned in the open */
                                burnedKg: number;
                                /** @description kg */
                                collectedKg: number;
                                /** @description kg */
                                disposedKg: number;
                                /** @description kg */
                                generatedHardKg: number;
                                /** @description kg */
                                generatedKg: number;
                                /** @description kg */
                                generatedSoftKg: number;
                                /** @description kg */
                                keptOnSiteKg: number;
                                /** @description kg leaked to land, water and drains */
                                leakedKg: number;
                                /** @description kg */
                                recoveredKg: number;
                                /** @description kg */
                                recycledKg: number;
                                /** @description kg */
                                uncollectedKg: number;
                            };
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
    "/api/v1/mfa/province-diagram-la": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sankey diagram of an authority's province for a year, drawn by the server */
        get: {
            parameters: {
                query: {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
                        "image/png": {
                            /** @description Stable machine-readable code, e.g. INVALID_CREDENTIALS */
                            code: string;
                            details?: unknown;
                            /** @description Human-readable; safe to show to the user */
                            message: string;
                        };
                        "image/svg+xml": {
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
    "/api/v1/mfa/what-if": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An authority's figures for a year with proposed parameter changes beside the current ones; nothing is saved */
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
                        changes: {
                            /**
                             * @description One of population, generationRate, plasticShare, hardShare, defaultCollectionShare, householdBurnShare, level.collection, level.transport, level.sorting, level.disposal, level.uncollected
                             * @enum {unknown}
                             */
                            parameter: "population" | "generationRate" | "plasticShare" | "hardShare" | "defaultCollectionShare" | "householdBurnShare" | "level.collection" | "level.transport" | "level.sorting" | "level.disposal" | "level.uncollected";
                            /** @description A number, or for level.<stage> one of NONE, LOW, MEDIUM, HIGH, VERY_HIGH (or its index 0-4) */
                            value: number | ("NONE" | "LOW" | "MEDIUM" | "HIGH" | "VERY_HIGH");
                        }[];
                        /** @description Calendar year */
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
                            current: {
                                leakage: {
                                    byFate: {
                                        /** @description kg */
                                        burning: number;
                                        /** @description kg */
                                        drains: number;
                                        /** @description kg */
                                        land: number;
                                        /** @description kg */
                                        water: number;
                                    };
                                    factor: number;
                                    level: string | null;
                                    stage: string;
                                    /** @description kg */
                                    throughputKg: number;
                                    /** @description kg */
                                    totalKg: number;
                                }[];
                                rates: {
                                    /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                    collectedShare: number;
                                    /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                    controlledShare: number;
                                    /** @description (leaked + burned) / population */
                                    leakedKgPerCapita: number;
                                    population: number;
                                    recycledShare: number;
                                };
                                totals: {
                                    /** @description kg burned in the open */
                                    burnedKg: number;
                                    /** @description kg */
                                    collectedKg: number;
                                    /** @description kg */
                                    disposedKg: number;
                                    /** @description kg */
                                    generatedHardKg: number;
                                    /** @description kg */
                                    generatedKg: number;
                                    /** @description kg */
                                    generatedSoftKg: number;
                                    /** @description kg */
                                    keptOnSiteKg: number;
                                    /** @description kg leaked to land, water and drains */
                                    leakedKg: number;
                                    /** @description kg */
                                    recoveredKg: number;
                                    /** @description kg */
                                    recycledKg: number;
                                    /** @description kg */
                                    uncollectedKg: number;
                                };
                            };
                            scenario: {
                                leakage: {
                                    byFate: {
                                        /** @description kg */
                                        burning: number;
                                        /** @description kg */
                                        drains: number;
                                        /** @description kg */
                                        land: number;
                                        /** @description kg */
                                        water: number;
                                    };
                                    factor: number;
                                    level: string | null;
                                    stage: string;
                                    /** @description kg */
                                    throughputKg: number;
                                    /** @description kg */
                                    totalKg: number;
                                }[];
                                rates: {
                                    /** @description SDG 11.6.1 sub-indicator: collected / generated */
                                    collectedShare: number;
                                    /** @description SDG 11.6.1 sub-indicator: managed in controlled facilities (recycled + controlled disposal) / generated */
                                    controlledShare: number;
                                    /** @description (leaked + burned) / population */
                                    leakedKgPerCapita: number;
                                    population: number;
                                    recycledShare: number;
                                };
                                totals: {
                                    /** @description kg burned in the open */
                                    burnedKg: number;
                                    /** @description kg */
                                    collectedKg: number;
                                    /** @description kg */
                                    disposedKg: number;
                                    /** @description kg */
                                    generatedHardKg: number;
                                    /** @description kg */
                                    generatedKg: number;
                                    /** @description kg */
                                    generatedSoftKg: number;
                                    /** @description kg */
                                    keptOnSiteKg: number;
                                    /** @description kg leaked to land, water and drains */
                                    leakedKg: number;
                                    /** @description kg */
                                    recoveredKg: number;
                                    /** @description kg */
                                    recycledKg: number;
                                    /** @description kg */
                                    uncollectedKg: number;
                                };
                            };
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
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's unread notifications (its authority's, or the one a super admin acts as), newest first, at most 50 */
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
                            rows: {
                                /** Format: date-time */
                                createdAt: string;
                                /** @description The request's header */
                                header: string;
                                id: string;
                                /**
                                 * @description request-approved: an admin completed a request; request-rejected: discarded it
                                 * @enum {unknown}
                                 */
                                kind: "request-approved" | "request-rejected";
                                localAuthorityId: string;
                                /** @description Why it was rejected; null when approved */
                                reason: string | null;
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
    "/api/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read for the caller; ids it cannot see are ignored */
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
                        ids: string[];
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
                            /** @description How many were newly marked read */
                            read: number;
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
    "/api/v1/recycler/create-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the recycler's sign-in account (role 004); its holder gets the one-time password link by mail */
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
                        /** @description e.g. RC-DEMO-01 */
                        recyclerId: string;
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
                            email: string;
                            id: string;
                            /** @description The password link was mailed */
                            linkSent: boolean;
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
    "/api/v1/recycler/master-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four recycler master data lists, in their order; retired entries only with includeRetired */
        get: {
            parameters: {
                query?: {
                    /** @description Also the retired entries (the registry edits them) */
                    includeRetired?: boolean;
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
                            hardPlasticProductTypes: {
                                id: string;
                                /** @description The English name (required) */
                                name: string;
                                /** @description The Sinhala name; null: show the English one */
                                nameSi: string | null;
                                /** @description The Tamil name; null: show the English one */
                                nameTa: string | null;
                                /** @description A seeded default without a published source */
                                provisional: boolean;
                                /** @description Kept on old returns, not offered for new ones */
                                retired: boolean;
                            }[];
                            plasticRejectedDestinations: {
                                id: string;
                                /** @description The English name (required) */
                                name: string;
                                /** @description The Sinhala name; null: show the English one */
                                nameSi: string | null;
                                /** @description The Tamil name; null: show the English one */
                                nameTa: string | null;
                                /** @description A seeded default without a published source */
                                provisional: boolean;
                                /** @description Kept on old returns, not offered for new ones */
                                retired: boolean;
                            }[];
                            plasticSources: {
                                id: string;
                                /** @description The English name (required) */
                                name: string;
                                /** @description The Sinhala name; null: show the English one */
                                nameSi: string | null;
                                /** @description The Tamil name; null: show the English one */
                                nameTa: string | null;
                                /** @description A seeded default without a published source */
                                provisional: boolean;
                                /** @description Kept on old returns, not offered for new ones */
                                retired: boolean;
                            }[];
                            softPlasticProductTypes: {
                                id: string;
                                /** @description The English name (required) */
                                name: string;
                                /** @description The Sinhala name; null: show the English one */
                                nameSi: string | null;
                                /** @description The Tamil name; null: show the English one */
                                nameTa: string | null;
                                /** @description A seeded default without a published source */
                                provisional: boolean;
                                /** @description Kept on old returns, not offered for new ones */
                                retired: boolean;
                            }[];
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
    "/api/v1/recycler/national-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All recyclers' monthly totals beside this recycler's own (10 years at most) */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Default: four years before toYear */
                        fromYear?: number;
                        /** @description Default: this year in Sri Lanka */
                        toYear?: number;
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
                            fromYear: number;
                            months: {
                                /** @description All recyclers */
                                intakeKg: number;
                                /** @description YYYY-MM */
                                month: string;
                                outputKg: number;
                                /** @description This recycler's own; never another's */
                                ownIntakeKg: number;
                                ownOutputKg: number;
                                /** @description Recyclers with a return that month */
                                recyclers: number;
                                rejectedKg: number;
                            }[];
                            toYear: number;
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
    "/api/v1/recycler/own-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recycler's monthly intake, output and rejects, and output by product type (10 years at most) */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Default: four years before toYear */
                        fromYear?: number;
                        /** @description Default: this year in Sri Lanka */
                        toYear?: number;
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
                            fromYear: number;
                            /** @description Months with a return, by plastic type */
                            months: {
                                intakeKg: number;
                                /** @description YYYY-MM */
                                month: string;
                                outputKg: number;
                                plasticType: string;
                                rejectedKg: number;
                            }[];
                            outputByProductType: {
                                kg: number;
                                month: string;
                                plasticType: string;
                                productTypeId: string;
                                productTypeName: string;
                                productTypeNameSi: string | null;
                                productTypeNameTa: string | null;
                            }[];
                            toYear: number;
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
    "/api/v1/recycler/save-master-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add, rename, retire or bring back a master data entry (super admin) */
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
                        /** @description Absent: a new entry */
                        id?: string;
                        /** @enum {unknown} */
                        list: "plasticSources" | "plasticRejectedDestinations" | "hardPlasticProductTypes" | "softPlasticProductTypes";
                        /** @description The English name */
                        name: string;
                        /** @description The Sinhala name; empty clears it, absent keeps it */
                        nameSi?: string;
                        /** @description The Tamil name; empty clears it, absent keeps it */
                        nameTa?: string;
                        /** @description true retires the entry, false brings it back */
                        retired?: boolean;
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
                            id: string;
                            /** @description The English name (required) */
                            name: string;
                            /** @description The Sinhala name; null: show the English one */
                            nameSi: string | null;
                            /** @description The Tamil name; null: show the English one */
                            nameTa: string | null;
                            /** @description A seeded default without a published source */
                            provisional: boolean;
                            /** @description Kept on old returns, not offered for new ones */
                            retired: boolean;
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
    "/api/v1/recycler/save-recycler": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a recycler, or edit one (with its id); super admin */
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
                        capacityTonnesPerMonth: number;
                        /** @description e.g. LK-11; the province follows */
                        districtId: string;
                        /** @description e.g. +94 11 255 0101 or 077 123 4567 */
                        hotline: string;
                        /** @description e.g. RC-DEMO-01 */
                        id?: string;
                        name: string;
                        plasticTypes: ("HARD" | "SOFT")[];
                        primaryAddress: string;
                        /** @description Registration or licence number */
                        registrationNumber: string;
                        /** @enum {unknown} */
                        status: "ACTIVE" | "SUSPENDED" | "CLOSED";
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
                            /** @description Sign-in accounts linked to it */
                            accounts: {
                                email: string;
                                id: string;
                                name: string;
                            }[];
                            capacityTonnesPerMonth: number | null;
                            district: {
                                id: string;
                                name: string;
                                nameSi: string;
                                nameTa: string;
                            } | null;
                            districtId: string | null;
                            hotline: string;
                            id: string;
                            name: string;
                            plasticTypes: string[];
                            primaryAddress: string;
                            province: {
                                id: string;
                                name: string;
                                nameSi: string;
                                nameTa: string;
                            } | null;
                            registrationNumber: string;
                            /** @description ACTIVE, SUSPENDED or CLOSED */
                            status: string;
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
    "/api/v1/recycler/save-recycler-waste-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A recycler's monthly return for one plastic type; it must balance (opening + intake = output + rejected + closing) */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Stock at the end of the month */
                        closingStockKg: number;
                        /** @description Intake by source (plasticSources) */
                        intake: {
                            kg: number;
                            sourceId: string;
                        }[];
                        /** @description YYYY-MM; not later than this month in Sri Lanka */
                        month: string;
                        /** @description Stock at the start of the month */
                        openingStockKg: number;
                        /** @description Output by product type (hard or soft plastic product types) */
                        output: {
                            kg: number;
                            productTypeId: string;
                        }[];
                        /** @enum {unknown} */
                        plasticType: "HARD" | "SOFT";
                        /** @description Rejected quantity by destination (plasticRejectedDestinations) */
                        rejected: {
                            destinationId: string;
                            kg: number;
                        }[];
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
                            closingStockKg: number;
                            /** @description ISO 8601, UTC */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                /** @description '' when the user is deleted */
                                name: string;
                            };
                            id: string;
                            intake: {
                                id: string;
                                kg: number;
                                name: string;
                                nameSi: string | null;
                                nameTa: string | null;
                                retired: boolean;
                            }[];
                            intakeKg: number;
                            /** @description YYYY-MM */
                            month: string;
                            openingStockKg: number;
                            output: {
                                id: string;
                                kg: number;
                                name: string;
                                nameSi: string | null;
                                nameTa: string | null;
                                retired: boolean;
                            }[];
                            outputKg: number;
                            /** @description HARD or SOFT */
                            plasticType: string;
                            recyclerId: string;
                            recyclerName: string;
                            rejected: {
                                id: string;
                                kg: number;
                                name: string;
                                nameSi: string | null;
                                nameTa: string | null;
                                retired: boolean;
                            }[];
                            rejectedKg: number;
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
                        /** @enum {unknown} */
                        status?: "ACTIVE" | "SUSPENDED" | "CLOSED";
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
                                district: {
                                    id: string;
                                    name: string;
                                    nameSi: string;
                                    nameTa: string;
                                } | null;
                                hotline: string;
                                id: string;
                                /** @description YYYY-MM of the latest return */
                                lastReturnMonth: string | null;
                                name: string;
                                primaryAddress: string;
                                /** @description ACTIVE, SUSPENDED or CLOSED */
                                status: string;
                                /** @description Intake of this year in Sri Lanka, kg */
                                thisYearIntakeKg: number;
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
    "/api/v1/recycler/search-waste-data-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recycler's returns by year and plastic type; sorted by month, paged */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
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
                                closingStockKg: number;
                                /** @description ISO 8601, UTC */
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    /** @description '' when the user is deleted */
                                    name: string;
                                };
                                id: string;
                                intakeKg: number;
                                /** @description YYYY-MM */
                                month: string;
                                openingStockKg: number;
                                outputKg: number;
                                /** @description HARD or SOFT */
                                plasticType: string;
                                recyclerId: string;
                                recyclerName: string;
                                rejectedKg: number;
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
    "/api/v1/recycler/view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One recycler of the registry with its accounts; super admin */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description e.g. RC-DEMO-01 */
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
                            /** @description Sign-in accounts linked to it */
                            accounts: {
                                email: string;
                                id: string;
                                name: string;
                            }[];
                            capacityTonnesPerMonth: number | null;
                            district: {
                                id: string;
                                name: string;
                                nameSi: string;
                                nameTa: string;
                            } | null;
                            districtId: string | null;
                            hotline: string;
                            id: string;
                            name: string;
                            plasticTypes: string[];
                            primaryAddress: string;
                            province: {
                                id: string;
                                name: string;
                                nameSi: string;
                                nameTa: string;
                            } | null;
                            registrationNumber: string;
                            /** @description ACTIVE, SUSPENDED or CLOSED */
                            status: string;
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
    "/api/v1/recycler/waste-data-detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One return with its lines, who entered it and when; only within the caller's scope */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. RC-DEMO-01 */
                    recyclerId?: string;
                };
                header?: never;
                path: {
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
                            closingStockKg: number;
                            /** @description ISO 8601, UTC */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                /** @description '' when the user is deleted */
                                name: string;
                            };
                            id: string;
                            intake: {
                                id: string;
                                kg: number;
                                name: string;
                                nameSi: string | null;
                                nameTa: string | null;
                                retired: boolean;
                            }[];
                            intakeKg: number;
                            /** @description YYYY-MM */
                            month: string;
                            openingStockKg: number;
                            output: {
                                id: string;
                                kg: number;
                                name: string;
                                nameSi: string | null;
                                nameTa: string | null;
                                retired: boolean;
                            }[];
                            outputKg: number;
                            /** @description HARD or SOFT */
                            plasticType: string;
                            recyclerId: string;
                            recyclerName: string;
                            rejected: {
                                id: string;
                                kg: number;
                                name: string;
                                nameSi: string | null;
                                nameTa: string | null;
                                retired: boolean;
                            }[];
                            rejectedKg: number;
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
    "/api/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request; opening it marks it seen (0 -> 1) */
        get: {
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
                            /** @description The admin who last changed its status */
                            handledByName: string | null;
                            header: string;
                            id: string;
                            localAuthorityId: string;
                            localAuthorityName: string;
                            /** @description Why it was discarded (status 3) */
                            reason: string | null;
                            seen: boolean;
                            senderEmail: string | null;
                            senderName: string | null;
                            /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                            status: number;
                            /** @description Last change of status, ISO 8601 UTC */
                            updatedAt: string;
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
    "/api/v1/requests/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply the request's proposed parameter changes to its authority and mark it completed (2); 409 when already handled */
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
                            /** @description The admin who last changed its status */
                            handledByName: string | null;
                            header: string;
                            id: string;
                            localAuthorityId: string;
                            localAuthorityName: string;
                            /** @description Why it was discarded (status 3) */
                            reason: string | null;
                            seen: boolean;
                            senderEmail: string | null;
                            senderName: string | null;
                            /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                            status: number;
                            /** @description Last change of status, ISO 8601 UTC */
                            updatedAt: string;
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
    "/api/v1/requests/{id}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Discard the request with a reason the sender sees (3); 409 when already handled */
        post: {
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
                        reason: string;
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
                            changes: {
                                parameter: string;
                                value: number | string;
                            }[];
                            /** @description When it was sent, ISO 8601 UTC */
                            date: string;
                            description: string;
                            /** @description The admin who last changed its status */
                            handledByName: string | null;
                            header: string;
                            id: string;
                            localAuthorityId: string;
                            localAuthorityName: string;
                            /** @description Why it was discarded (status 3) */
                            reason: string | null;
                            seen: boolean;
                            senderEmail: string | null;
                            senderName: string | null;
                            /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                            status: number;
                            /** @description Last change of status, ISO 8601 UTC */
                            updatedAt: string;
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
    "/api/v1/requests/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every authority's parameter-change requests by status, seen and authority; paged */
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
                        /** @description Sent on or after this day (Sri Lanka time) */
                        fromDate?: string;
                        /** @description e.g. LG-11001 */
                        localAuthorityId?: string;
                        /** @default 25 */
                        pageSize?: number;
                        /**
                         * @description By when it was sent; oldest (longest waiting) first by default
                         * @default ASC
                         */
                        pageSort?: "ASC" | "DESC";
                        /**
                         * @description Rows to skip (0 = first row)
                         * @default 0
                         */
                        pageStart?: number;
                        /** @description true: opened by an admin (status other than 0); false: unseen (status 0) */
                        seen?: boolean;
                        /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                        status?: number;
                        /** @description Sent on or before this day (Sri Lanka time) */
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
                                changes: {
                                    parameter: string;
                                    value: number | string;
                                }[];
                                /** @description When it was sent, ISO 8601 UTC */
                                date: string;
                                description: string;
                                /** @description The admin who last changed its status */
                                handledByName: string | null;
                                header: string;
                                id: string;
                                localAuthorityId: string;
                                localAuthorityName: string;
                                /** @description Why it was discarded (status 3) */
                                reason: string | null;
                                seen: boolean;
                                senderEmail: string | null;
                                senderName: string | null;
                                /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
                                status: number;
                                /** @description Last change of status, ISO 8601 UTC */
                                updatedAt: string;
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
    "/api/v1/requests/unseen-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many requests no admin has opened yet (status 0): the count on the Requests menu entry */
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
                            unseen: number;
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
    "/api/v1/requests/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests waiting for an answer (status 0 or 1) by how long they have waited, and how many are unseen */
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
                            /** @description day: under 1 day; week: 1-7 days; month: 7-30 days; older: over 30 days */
                            ages: {
                                /** @enum {unknown} */
                                bucket: "day" | "week" | "month" | "older";
                                count: number;
                            }[];
                            /** @description When the longest-waiting request was sent */
                            oldest: string | null;
                            unseen: number;
                            waiting: number;
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
    "/api/v1/sampath-piyasa/center/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the authority's centres */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path: {
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
    "/api/v1/sampath-piyasa/collected-quantities-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collected kg by month and material (each entry spread over its days), for at most ten years */
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
                         * Format: uuid
                         * @description One centre; absent: all the authority's centres
                         */
                        sampathPiyasaId?: string;
                        /** @description Last year, at most 9 after year */
                        toYear?: number;
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
                            /** @description Only the months and materials with a quantity */
                            months: {
                                collectedKg: number;
                                materialId: string;
                                month: number;
                                year: number;
                            }[];
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
    "/api/v1/sampath-piyasa/init-waste-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The centre waste form's reference lists, the authority's active centres and today's date in Sri Lanka */
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
                            centres: {
                                id: string;
                                location: string;
                                name: string;
                            }[];
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
                            materials: {
                                /** @description PLASTIC or OTHER */
                                group: string;
                                id: string;
                                /** @description HARD or SOFT for plastics */
                                plasticType: string | null;
                                resin: string | null;
                            }[];
                            maxPeriodDays: number;
                            /** @description YYYY-MM-DD in Asia/Colombo; later dates are refused */
                            today: string;
                            typesOfCollection: {
                                id: string;
                            }[];
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
    "/api/v1/sampath-piyasa/recyclable-waste-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sold and rejected kg by material over the years, for at most ten years */
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
                         * Format: uuid
                         * @description One centre; absent: all the authority's centres
                         */
                        sampathPiyasaId?: string;
                        /** @description Last year, at most 9 after year */
                        toYear?: number;
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
                            materials: {
                                collectedKg: number;
                                materialId: string;
                                rejectedKg: number;
                                soldKg: number;
                            }[];
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
    "/api/v1/sampath-piyasa/save-center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a centre, or update one (id): a name is unique within the authority */
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
                        description?: string;
                        /**
                         * Format: uuid
                         * @description Present: update this centre
                         */
                        id?: string;
                        /** @description false deactivates the centre (default true) */
                        isActive?: boolean;
                        isMaterialRecoveryFacility: boolean;
                        isRecyclingFacility: boolean;
                        /** @description With longitude; within Sri Lanka */
                        latitude?: number;
                        /** @description Address text */
                        location: string;
                        longitude?: number;
                        name: string;
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
    "/api/v1/sampath-piyasa/save-waste-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The entries of all selected centres, in one transaction: all are saved or none */
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
                        entries: {
                            /** @description Last day of a RANGE entry */
                            endDate?: string;
                            /** @description The day of a DAILY entry */
                            entryDate?: string;
                            /**
                             * @description DAILY: one day (entryDate); RANGE: startDate to endDate
                             * @enum {unknown}
                             */
                            frequencyType: "DAILY" | "RANGE";
                            quantities: {
                                /** @description Kg for the whole period */
                                collectedKg: number;
                                /**
                                 * @description From init-waste-form materials
                                 * @enum {unknown}
                                 */
                                materialId: "PET_HARD" | "PET_SOFT" | "HDPE_HARD" | "HDPE_SOFT" | "LDPE_HARD" | "LDPE_SOFT" | "PP_HARD" | "PP_SOFT" | "PS_HARD" | "PS_SOFT" | "PVC_HARD" | "PVC_SOFT" | "OTHER_PLASTIC_HARD" | "OTHER_PLASTIC_SOFT" | "PAPER" | "GLASS" | "METAL";
                                /** @description Rejected */
                                rejectedKg: number;
                                /** @description Sold or handed to recyclers */
                                soldKg: number;
                            }[];
                            /**
                             * Format: uuid
                             * @description The centre's id
                             */
                            sampathPiyasaId: string;
                            /** @description First day of a RANGE entry */
                            startDate?: string;
                            /**
                             * @description From init-waste-form typesOfCollection
                             * @enum {unknown}
                             */
                            typeOfCollectionId: "BROUGHT_BY_PUBLIC" | "DOOR_TO_DOOR" | "FROM_INSTITUTIONS";
                        }[];
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
                            entries: {
                                centreName: string;
                                /** @description ISO 8601, UTC */
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    /** @description '' when the user is deleted */
                                    name: string;
                                };
                                days: number;
                                endDate: string;
                                entryDate: string | null;
                                frequencyType: string;
                                id: string;
                                localAuthorityId: string;
                                quantities: {
                                    collectedKg: number;
                                    kgPerDay: {
                                        collected: number;
                                        rejected: number;
                                        sold: number;
                                    };
                                    materialId: string;
                                    rejectedKg: number;
                                    soldKg: number;
                                }[];
                                sampathPiyasaId: string;
                                startDate: string;
                                totals: {
                                    collectedKg: number;
                                    rejectedKg: number;
                                    soldKg: number;
                                };
                                typeOfCollectionId: string;
                            }[];
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
    "/api/v1/sampath-piyasa/search-center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The authority's Sampath Piyasa centres by name, paged */
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
    "/api/v1/sampath-piyasa/search-waste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Entries of one centre (sampathPiyasaId) or all the authority's centres, by period start, paged */
        post: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                    /** @description One centre */
                    sampathPiyasaId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
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
                         * @description From init-waste-form typesOfCollection
                         * @enum {unknown}
                         */
                        typeOfCollectionId?: "BROUGHT_BY_PUBLIC" | "DOOR_TO_DOOR" | "FROM_INSTITUTIONS";
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
                                centreName: string;
                                /** @description ISO 8601, UTC */
                                createdAt: string;
                                createdBy: {
                                    id: string | null;
                                    /** @description '' when the user is deleted */
                                    name: string;
                                };
                                days: number;
                                endDate: string;
                                entryDate: string | null;
                                frequencyType: string;
                                id: string;
                                localAuthorityId: string;
                                quantities: {
                                    collectedKg: number;
                                    kgPerDay: {
                                        collected: number;
                                        rejected: number;
                                        sold: number;
                                    };
                                    materialId: string;
                                    rejectedKg: number;
                                    soldKg: number;
                                }[];
                                sampathPiyasaId: string;
                                startDate: string;
                                totals: {
                                    collectedKg: number;
                                    rejectedKg: number;
                                    soldKg: number;
                                };
                                typeOfCollectionId: string;
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
    "/api/v1/sampath-piyasa/waste-view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One centre waste entry with its centre and authority */
        get: {
            parameters: {
                query?: {
                    /** @description e.g. LG-11001 */
                    localAuthorityId?: string;
                };
                header?: never;
                path: {
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
                            centreName: string;
                            /** @description ISO 8601, UTC */
                            createdAt: string;
                            createdBy: {
                                id: string | null;
                                /** @description '' when the user is deleted */
                                name: string;
                            };
                            days: number;
                            endDate: string;
                            entryDate: string | null;
                            frequencyType: string;
                            id: string;
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
                            quantities: {
                                collectedKg: number;
                                kgPerDay: {
                                    collected: number;
                                    rejected: number;
                                    sold: number;
                                };
                                materialId: string;
                                rejectedKg: number;
                                soldKg: number;
                            }[];
                            sampathPiyasaId: string;
                            startDate: string;
                            totals: {
                                collectedKg: number;
                                rejectedKg: number;
                                soldKg: number;
                            };
                            typeOfCollectionId: string;
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
    "/api/v1/sector": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The end-use sectors of plastics, each with its source */
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
                            sectors: {
                                id: string;
                                /** @description English; the client translates by id */
                                name: string;
                                source: string;
                            }[];
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
                            /**
                             * Format: date-time
                             * @description When it last uploaded a customs file
                             */
                            lastUploadAt: string | null;
                            localAuthorityId: string | null;
                            localAuthorityName: string | null;
                            recyclerId: string | null;
                            recyclerName: string | null;
                            roles: string[];
                            /** @description Customs files the account uploaded (the /customs list) */
                            uploads: number;
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
                                /**
                                 * Format: date-time
                                 * @description When it last uploaded a customs file
                                 */
                                lastUploadAt: string | null;
                                localAuthorityId: string | null;
                                localAuthorityName: string | null;
                                recyclerId: string | null;
                                recyclerName: string | null;
                                roles: string[];
                                /** @description Customs files the account uploaded (the /customs list) */
                                uploads: number;
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
