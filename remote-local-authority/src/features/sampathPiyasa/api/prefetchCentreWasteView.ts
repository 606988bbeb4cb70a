import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { centreWasteEntryQuery } from './getCentreWasteEntry';

/** `/sampath-piyasa/waste-view/:id`'s first read: the entry. */
export function prefetchCentreWasteView(queryClient: QueryClient, { id = '' }: PageParams): void {
  void queryClient.prefetchQuery(centreWasteEntryQuery(id, sessionLocalAuthorityScope()));
}
