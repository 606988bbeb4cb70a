// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** SentCorrection */
export type SentCorrection = {
    correction: components["schemas"]["CorrectionSummary"];
    /** @description When it was sent, ISO 8601 UTC */
    date: string;
    /** @description What it does to which return (Void return 2025-03, hard plastic) */
    header: string;
    id: string;
    /** @description Why an admin discarded it (status 3); null otherwise */
    reason: string | null;
    /** @description Whether an admin has opened it */
    seen: boolean;
    /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
    status: number;
    /**
     * @description The sender's view: 0-1 pending, 2 approved, 3 rejected
     * @enum {unknown}
     */
    statusLabel: "pending" | "approved" | "rejected" | "unknown";
};
