// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** CorrectionSummary */
export type CorrectionSummary = {
    reason: string;
    recordId: string;
    /**
     * CorrectionRecordKind
     * @description LA_WASTE: an authority's waste record; CENTRE_WASTE: a Sampath Piyasa centre entry; RECYCLER_RETURN: a recycler's monthly return
     * @enum {unknown}
     */
    recordKind: "LA_WASTE" | "CENTRE_WASTE" | "RECYCLER_RETURN";
    /** @description The record in words: a waste ID, a centre and period, a month and plastic type */
    recordLabel: string;
    /** @description true: void the record; false: replace it */
    void: boolean;
};
