// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
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
                            entries: components["schemas"]["CentreEntry"][];
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
                /** @description Default Response */
                409: {
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
  "POST /sampath-piyasa/save-waste-data": {
    "entries": {
      "maxItems": 200
    }
  }
} as const;
