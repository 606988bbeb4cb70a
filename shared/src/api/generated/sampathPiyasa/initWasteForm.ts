// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
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
                            localAuthority: components["schemas"]["LocalAuthorityInfo"];
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
