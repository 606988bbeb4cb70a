// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

export interface paths {
    "/api/v1/customs/status/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an upload's import job is: PENDING (queued or running, with its progress), COMPLETED, FAILED or WITHDRAWN */
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
                            /** @description When FAILED for the whole file: the catalogue code the browser words (FOREIGN_REPORTER) */
                            errorCode?: string;
                            /** @description When FAILED by its lines or contents: errorMessage's reasons as codes with params, for the user's language */
                            errorDetails?: {
                                /** @description Lines (or whole-file reasons) with problems; the first 100 are in problems */
                                lines: number;
                                problems: {
                                    /** @description REQUIRED, NOT_A_NUMBER, REPEATS, WRONG_HEADER, ... */
                                    code: string;
                                    /** @description The line, the header being 1; null: the whole file */
                                    line: number | null;
                                    params: {
                                        [key: string]: string | number;
                                    };
                                }[];
                            };
                            /** @description When FAILED: why, with the bad lines (the first 100) */
                            errorMessage?: string;
                            errorParams?: {
                                [key: string]: string | number;
                            };
                            fileName: string;
                            /** @description When COMPLETED: what the import set aside and how it read weights and values (UN Comtrade files) */
                            importNotes?: {
                                /** @description HS versions of the file (H0 to H6) */
                                classifications: string[];
                                /** @description Lines whose net weight is unknown, or the quantity in kg */
                                netWeight: {
                                    QUANTITY_KG?: number;
                                    UNKNOWN?: number;
                                    ZERO_WITH_VALUE?: number;
                                };
                                /** @description Lines not imported because they repeat others, by reason */
                                setAside: {
                                    AGGREGATE?: number;
                                    BREAKDOWN?: number;
                                    TOTAL?: number;
                                    WORLD?: number;
                                };
                                /** @description Lines by the US dollar value they carry */
                                valueBasis: {
                                    CIF?: number;
                                    FOB?: number;
                                    PRIMARY?: number;
                                };
                            };
                            /** @description When COMPLETED: the lines imported (message says it in English) */
                            linesImported?: number;
                            /** @description While PENDING: rows read so far; when COMPLETED: lines imported */
                            message?: string;
                            progress?: {
                                /** @description Lines checked and written so far */
                                linesRead: number;
                                /** @description Bytes read of the file size, in percent (100 only when done) */
                                percent: number;
                            };
                            rowsDone: number;
                            status: "PENDING" | "COMPLETED" | "FAILED" | "WITHDRAWN";
                            type: string;
                            /** @description When WITHDRAWN: why */
                            withdrawalReason?: string;
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
