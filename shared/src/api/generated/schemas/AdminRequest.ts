// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

import type { components } from '../components';

/** AdminRequest */
export type AdminRequest = {
    changes: components["schemas"]["ProposedChange"][];
    /** @description When it was sent, ISO 8601 UTC */
    date: string;
    description: string;
    /** @description The admin who last changed its status */
    handledByName: string | null;
    header: string;
    id: string;
    localAuthorityId: string;
    localAuthorityName: string;
    /** @description Why it was discarded (status 3) */
    reason: string | null;
    seen: boolean;
    senderEmail: string | null;
    senderName: string | null;
    /** @description 0 new/unseen, 1 seen/open, 2 completed, 3 discarded */
    status: number;
    /** @description Last change of status, ISO 8601 UTC */
    updatedAt: string;
};
