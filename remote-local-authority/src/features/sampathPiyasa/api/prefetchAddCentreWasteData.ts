import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { centreWasteFormOptionsQuery } from './initCentreWasteForm';

/** `/sampath-piyasa/addData`'s first read: the centres to choose from and the form's choices. */
export function prefetchAddCentreWasteData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(centreWasteFormOptionsQuery(sessionLocalAuthorityScope()));
}
