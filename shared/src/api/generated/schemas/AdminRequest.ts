// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** AdminRequest */
export type AdminRequest = {
    changes: components["schemas"]["ProposedChange"][];
    correction: components["schemas"]["CorrectionSummary"] | null;
    /** @description When it was sent, ISO 8601 UTC */
    date: string;
    /** @description A correction's: the author's reason */
    description: string;
    /** @description The admin who last changed its status */
    handledByName: string | null;
    /** @description A correction's: what it does to which record (Void WD-LG-11001-000001) */
    header: string;
    id: string;
    /**
     * @description PARAMETERS: an authority's parameter-change request; CORRECTION: a request to void or replace a submitted record
     * @enum {unknown}
     */
    kind: "PARAMETERS" | "CORRECTION";
    /** @description The sender's authority; null for a recycler's correction */
    localAuthorityId: string | null;
    localAuthorityName: string | null;
    /** @description The authority's Sinhala name (its council type translated at least, ADR 0152) */
    localAuthorityNameSi: string | null;
    /** @description The authority's Tamil name (its council type translated at least, ADR 0152) */
    localAuthorityNameTa: string | null;
    /** @description Why it was discarded (status 3) */
    reason: string | null;
    /** @description A recycler's correction: the recycler; null otherwise */
    recyclerId: string | null;
    recyclerName: string | null;
    seen: boolean;
    senderEmail: string | null;
    senderName: string | null;
    /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
    status: number;
    /** @description Last change of status, ISO 8601 UTC */
    updatedAt: string;
};
