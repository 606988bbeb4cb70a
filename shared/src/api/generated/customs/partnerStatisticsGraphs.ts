// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/customs/partnerStatisticsGraphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tonnes and value by partner country (every line has one): the 15 largest by tonnes, then the rest together */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CustomsGraphFilter"];
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
                            /** @description The partners past the first 15, summed; null when there are none */
                            others: {
                                /** @description Tonnes of the export lines */
                                exportTonnes: number;
                                /** @description Tonnes of the import lines */
                                importTonnes: number;
                                partners: number;
                                tonnes: number;
                                /** @description Lines whose net weight is unknown (null): counted here, not in the tonnes */
                                unknownWeightLines: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                            } | null;
                            partners: {
                                /** @description Tonnes of the export lines */
                                exportTonnes: number;
                                /** @description Tonnes of the import lines */
                                importTonnes: number;
                                /** @description ISO 3166 alpha-3 */
                                partnerCountry: string;
                                tonnes: number;
                                /** @description Lines whose net weight is unknown (null): counted here, not in the tonnes */
                                unknownWeightLines: number;
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
  "POST /customs/partnerStatisticsGraphs": {
    "toYear": {
      "minimum": 1900,
      "maximum": 2200
    },
    "year": {
      "minimum": 1900,
      "maximum": 2200
    }
  }
} as const;
