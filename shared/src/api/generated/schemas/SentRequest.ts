// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** SentRequest */
export type SentRequest = {
    changes: components["schemas"]["ProposedChange"][];
    correction: components["schemas"]["CorrectionSummary"] | null;
    /** @description When it was sent, ISO 8601 UTC */
    date: string;
    description: string;
    header: string;
    id: string;
    /**
     * @description A parameter-change request, or a correction of a submitted record
     * @enum {unknown}
     */
    kind: "PARAMETERS" | "CORRECTION";
    localAuthorityId: string;
    /** @description Why an admin discarded it (status 3); null otherwise */
    reason: string | null;
    /** @description Whether an admin has opened it (status other than 0) */
    seen: boolean;
    /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
    status: number;
    /**
     * @description The sender's view: 0-1 pending, 2 approved, 3 rejected, else unknown
     * @enum {unknown}
     */
    statusLabel: "pending" | "approved" | "rejected" | "unknown";
};
