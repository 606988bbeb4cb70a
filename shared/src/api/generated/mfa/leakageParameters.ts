// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
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
                                source: components["schemas"]["MfaProvenance"];
                            }[];
                            stages: {
                                description: string;
                                fateSplit: components["schemas"]["MfaFateKg"];
                                fateSplitSource: components["schemas"]["MfaProvenance"];
                                leakage: components["schemas"]["MfaStageLeakage"];
                                level: string;
                                source: components["schemas"]["MfaProvenance"];
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
                        changes: components["schemas"]["MfaParameterChange"][];
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}

/** The limits of each request body field, by `METHOD /path` under /api/v1. */
export const requestConstraints = {
  "POST /mfa/leakage-parameters": {
    "changes": {
      "maxItems": 50
    },
    "note": {
      "maxLength": 500
    }
  }
} as const;
