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
    /** @description Lines imported; null until the job completes */
    rows: number | null;
    sizeBytes: number;
    status: string;
    type: string;
};
