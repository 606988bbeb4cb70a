// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** CorrectionDetail */
export type CorrectionDetail = {
    /** @description The record's view (as its own page answers it), current or already retired */
    current: components["schemas"]["WasteRecordView"] | components["schemas"]["CentreEntryView"] | components["schemas"]["RecyclerReturnView"];
    /** @description The replacement as completing would save it, with its kg; null for a void */
    proposed: components["schemas"]["ProposedWasteRecord"] | components["schemas"]["ProposedCentreEntry"] | components["schemas"]["ProposedRecyclerReturn"] | (never | null);
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
