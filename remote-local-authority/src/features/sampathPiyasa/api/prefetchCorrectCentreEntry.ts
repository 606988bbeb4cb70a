import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { centreWasteEntryQuery } from './getCentreWasteEntry';
import { centreWasteFormOptionsQuery } from './initCentreWasteForm';

/** `/sampath-piyasa/correct/:id`'s first reads: the entry to correct and the form's choices. */
export function prefetchCorrectCentreEntry(queryClient: QueryClient, { id = '' }: PageParams): void {
  const scope = sessionLocalAuthorityScope();
  void queryClient.prefetchQuery(centreWasteEntryQuery(id, scope));
  void queryClient.prefetchQuery(centreWasteFormOptionsQuery(scope));
}
