// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CustomsUpload */
export type CustomsUpload = {
    createdAt: string;
    createdBy: {
        id: string | null;
        name: string;
    };
    /** @description When FAILED for the whole file: the catalogue code the browser words (FOREIGN_REPORTER) */
    errorCode: string | null;
    /** @description When FAILED by its lines or contents: errorMessage's reasons as codes with params, for the user's language */
    errorDetails: {
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
    } | null;
    errorMessage: string | null;
    errorParams: {
        [key: string]: string | number;
    } | null;
    fileFormat: string;
    fileName: string;
    finishedAt: string | null;
    /** @description The job id */
    id: string;
    /** @description When COMPLETED: what the import set aside and how it read weights and values (UN Comtrade files) */
    importNotes: {
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
    } | null;
    /** @description While PENDING: how far the import has read the file */
    progress: {
        /** @description Lines checked and written so far */
        linesRead: number;
        /** @description Bytes read of the file size, in percent (100 only when done) */
        percent: number;
    } | null;
    /** @description Lines imported; null until the job completes */
    rows: number | null;
    sizeBytes: number;
    status: string;
    type: string;
    /** @description When WITHDRAWN: who withdrew the file, when and why */
    withdrawal: {
        at: string;
        by: {
            id: string | null;
            name: string;
        };
        reason: string;
    } | null;
};
