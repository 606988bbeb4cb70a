import { accessOf, colomboYear, loggedUserAtom, sessionStore } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { loggerSearchQuery } from '@/common/api/searchLoggers';
import { nationalMfaSummaryQuery } from '@/common/api/getNationalMfaSummary';
import { RECENT_AUDIT } from './getRecentAudit';
import { waitingRequestsQuery } from './getWaitingRequests';

/**
 * The dashboard's first cards' reads, sent while its code loads, with the cards' own query options: the newest
 * audit entries for a super admin acting as themself (only they see that card), the requests waiting and this
 * year's national figures. The map's is the map's own (`prefetchDistrictMap`).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  if (accessOf(sessionStore.get(loggedUserAtom)).actsAsSuperAdmin) void queryClient.prefetchQuery(loggerSearchQuery(RECENT_AUDIT));
  void queryClient.prefetchQuery(waitingRequestsQuery);
  void queryClient.prefetchQuery(nationalMfaSummaryQuery(colomboYear()));
}
