// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CustomsUpload */
export type CustomsUpload = {
    createdAt: string;
    createdBy: {
        id: string | null;
        name: string;
    };
    errorMessage: string | null;
    fileFormat: string;
    fileName: string;
    finishedAt: string | null;
    /** @description The job id */
    id: string;
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
