import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { centreQuery } from './getCentre';
import { centreWasteFormOptionsQuery } from './initCentreWasteForm';

/** `/sampath-piyasa/register`'s first reads: the authority and the form's choices, and the centre it edits (`?id=`). */
export function prefetchCentreForm(queryClient: QueryClient): void {
  const scope = sessionLocalAuthorityScope();
  const id = new URLSearchParams(window.location.search).get('id');
  void queryClient.prefetchQuery(centreWasteFormOptionsQuery(scope));
  if (id !== null) void queryClient.prefetchQuery(centreQuery(id, scope));
}
