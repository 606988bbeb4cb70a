import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { wasteRecordQuery } from './getWasteRecord';

/** `/wasteData/view/:id`'s first read: the record. */
export function prefetchWasteDataView(queryClient: QueryClient, { id = '' }: PageParams): void {
  void queryClient.prefetchQuery(wasteRecordQuery(id, sessionLocalAuthorityScope()));
}
