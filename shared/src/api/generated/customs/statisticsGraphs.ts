// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/customs/statisticsGraphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tonnes and value per year, per month of toYear, and the top ten HS codes by tonnes (unknown weights last), with the tonnes of each flow */
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
                            /** @description Months of toYear; whole-year lines are left out */
                            perMonth: {
                                /** @description Tonnes of the export lines */
                                exportTonnes: number;
                                /** @description Tonnes of the import lines */
                                importTonnes: number;
                                month: number;
                                tonnes: number;
                                /** @description Lines whose net weight is unknown (null): counted here, not in the tonnes */
                                unknownWeightLines: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                            }[];
                            perYear: {
                                /** @description Tonnes of the export lines */
                                exportTonnes: number;
                                /** @description Tonnes of the import lines */
                                importTonnes: number;
                                tonnes: number;
                                /** @description Lines whose net weight is unknown (null): counted here, not in the tonnes */
                                unknownWeightLines: number;
                                /** @description Sum of the USD values; lines in other currencies are not converted */
                                valueUsd: number;
                                year: number;
                            }[];
                            topHsCodes: {
                                description: string;
                                /** @description Tonnes of the export lines */
                                exportTonnes: number;
                                hsCode: string;
                                /** @description Tonnes of the import lines */
                                importTonnes: number;
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
  "POST /customs/statisticsGraphs": {
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
