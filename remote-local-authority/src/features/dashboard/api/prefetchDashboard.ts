import { colomboYear, localAuthorityInfoQuery } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { wasteCollectionQuery } from '@/common/api/getWasteCollection';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { mfaLaSummaryQuery } from './getMfaLaSummary';

/**
 * The dashboard's first reads, sent while its code loads: the authority, this year's waste by month and the
 * year's MFA figures, with the cards' own query options, so that the cards find them and the figures need not
 * wait for the authority's answer. No request of its own: the requests are the cards'.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  const scope = sessionLocalAuthorityScope();
  const year = colomboYear();
  void queryClient.prefetchQuery(localAuthorityInfoQuery(scope.localAuthorityId));
  void queryClient.prefetchQuery(wasteCollectionQuery(year, scope));
  void queryClient.prefetchQuery(mfaLaSummaryQuery(year, scope));
}
