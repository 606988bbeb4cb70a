import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { wasteFormOptionsQuery } from './initWasteForm';

/** `/wasteData/addData`'s first read: the form's choices, wanted by its second step. */
export function prefetchAddWasteData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(wasteFormOptionsQuery(sessionLocalAuthorityScope()));
}
