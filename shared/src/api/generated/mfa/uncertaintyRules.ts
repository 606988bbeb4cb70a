// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/mfa/uncertainty-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The uncertainty of each kind of MFA input: the current rules and every earlier version */
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
                            history: components["schemas"]["MfaUncertaintyRule"][];
                            rules: components["schemas"]["MfaUncertaintyRule"][];
                        };
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
        put?: never;
        /** Changes the uncertainty of kinds of MFA input (super admin): each change is the kind's next version, audited */
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
                        changes: {
                            /**
                             * @description The kind of input, one of REPORTED_RECORD, SCALED_PART_YEAR, CENSUS, PUBLISHED_DEFAULT, PROVISIONAL_DEFAULT, LEAKAGE_FACTOR (docs/mfa.md "Uncertainty and reconciliation")
                             * @enum {unknown}
                             */
                            kind: "REPORTED_RECORD" | "SCALED_PART_YEAR" | "CENSUS" | "PUBLISHED_DEFAULT" | "PROVISIONAL_DEFAULT" | "LEAKAGE_FACTOR";
                            /** @description Relative standard deviation (0.1 = 10 %); for LEAKAGE_FACTOR the share of the range between the neighbouring levels that is one sd */
                            relativeSd: number;
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
                            saved: {
                                /**
                                 * @description The kind of input, one of REPORTED_RECORD, SCALED_PART_YEAR, CENSUS, PUBLISHED_DEFAULT, PROVISIONAL_DEFAULT, LEAKAGE_FACTOR (docs/mfa.md "Uncertainty and reconciliation")
                                 * @enum {unknown}
                                 */
                                kind: "REPORTED_RECORD" | "SCALED_PART_YEAR" | "CENSUS" | "PUBLISHED_DEFAULT" | "PROVISIONAL_DEFAULT" | "LEAKAGE_FACTOR";
                                /** @description Relative standard deviation (0.1 = 10 %); for LEAKAGE_FACTOR the share of the range between the neighbouring levels that is one sd */
                                relativeSd: number;
                                version: number;
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
  "POST /mfa/uncertainty-rules": {
    "changes": {
      "maxItems": 6
    },
    "note": {
      "maxLength": 1000
    }
  }
} as const;
