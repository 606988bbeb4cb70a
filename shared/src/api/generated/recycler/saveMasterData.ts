// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
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
                        "application/json": components["schemas"]["RecyclerMasterDataEntry"];
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
  "POST /recycler/save-master-data": {
    "id": {
      "minLength": 1,
      "maxLength": 40
    },
    "name": {
      "minLength": 1,
      "maxLength": 100
    },
    "nameSi": {
      "maxLength": 100
    },
    "nameTa": {
      "maxLength": 100
    }
  }
} as const;
