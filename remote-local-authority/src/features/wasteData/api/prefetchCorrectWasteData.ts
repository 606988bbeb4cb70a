import type { PageParams } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';
import { wasteRecordQuery } from './getWasteRecord';
import { wasteFormOptionsQuery } from './initWasteForm';

/** `/wasteData/correct/:id`'s first reads: the record to correct and the form's choices. */
export function prefetchCorrectWasteData(queryClient: QueryClient, { id = '' }: PageParams): void {
  const scope = sessionLocalAuthorityScope();
  void queryClient.prefetchQuery(wasteRecordQuery(id, scope));
  void queryClient.prefetchQuery(wasteFormOptionsQuery(scope));
}
