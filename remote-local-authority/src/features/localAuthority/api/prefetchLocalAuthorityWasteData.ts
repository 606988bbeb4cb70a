import { colomboYear, localAuthorityInfoQuery, loggedUserAtom, pagedSearchOfAddress, sessionStore, type PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { wasteCollectionQuery } from '@/common/api/getWasteCollection';
import { wasteListQuery } from '@/common/api/searchWaste';
import { viewedAuthorityScope } from '../rules/viewedAuthorityScope';

/**
 * `/wasteData/la-view/:id`'s first reads: the authority, this year's totals by month and the first page of its
 * records. The page asks the last two only once the authority has answered; started here, they need not wait.
 */
export function prefetchLocalAuthorityWasteData(queryClient: QueryClient, { id = '' }: PageParams): void {
  const scope = viewedAuthorityScope(id, sessionStore.get(loggedUserAtom));
  void queryClient.prefetchQuery(localAuthorityInfoQuery(scope.localAuthorityId));
  void queryClient.prefetchQuery(wasteCollectionQuery(colomboYear(), scope));
  void queryClient.prefetchQuery(wasteListQuery(pagedSearchOfAddress(), scope));
}
