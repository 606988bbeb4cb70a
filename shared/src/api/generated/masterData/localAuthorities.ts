// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
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
                            /** @description In Sinhala; null only before the seed has written it */
                            nameSi: string | null;
                            /** @description In Tamil; null only before the seed has written it */
                            nameTa: string | null;
                            /** @description How nameSi and nameTa were made: council_type_only = the English place name with the council type in Sinhala or Tamil (no licensed source translates the names yet); full = translated */
                            nameTranslation: "council_type_only" | "full";
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
  "POST /master-data/local-authorities": {
    "councilTypeIds": {
      "maxItems": 1000
    },
    "districtIds": {
      "maxItems": 1000
    }
  }
} as const;
